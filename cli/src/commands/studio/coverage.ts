// What a player of each language would get from a brand: how much of the site's own words the
// runtime has in that language, how many of the operator's texts in the manifest are written in
// it (the rule of `lobby validate`'s language warning: a plain string is the default language
// only), and how much of the art with words drawn in it exists in it. The language picker shows
// this beside each of the supported languages, offered or not.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '#schemas/constants.ts';
import { LANGUAGE_ART } from '#schemas/language-art.ts';
import { languagesOf, type LocalizedText } from '#schemas/localized.ts';
import { tenantSchema } from '#schemas/tenant.schema.ts';
import type { LanguageCoverage } from '#studio/src/protocol.ts';
import { FALLBACK_LANGUAGE, runtimeMessages, type Messages } from '../build/locales.ts';
import { runtimeDir } from '../build/paths.ts';
import { localizedTexts, type Schema } from '../validate/language-coverage.ts';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The files of one art folder: the default set, and the same names per language beneath it. */
function artFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The runtime's words per language: read once per studio, they change only with the code. */
export function uiCatalogue(root: string): (lang: string) => { have: number; total: number } {
  const cache = new Map<string, Messages | null>();
  const dir = runtimeDir(root);
  // A message counts once, whatever plural forms its language needs (Japanese has one, English two).
  const messagesOf = (lang: string) =>
    new Set(Object.keys(runtimeMessages(dir, lang, cache) ?? {}).map((k) => k.replace(PLURAL, '')));
  return (lang) => {
    const english = [...messagesOf(FALLBACK_LANGUAGE)];
    const own = messagesOf(lang);
    return { have: english.filter((k) => own.has(k)).length, total: english.length };
  };
}

export function languageCoverage(
  tenantDir: string,
  manifest: unknown,
  ui: (lang: string) => { have: number; total: number },
): LanguageCoverage[] {
  const languages = isObject(manifest) && isObject(manifest.languages) ? manifest.languages : {};
  const fallback = typeof languages.default === 'string' ? languages.default : FALLBACK_LANGUAGE;
  const texts: { path: (string | number)[]; text: LocalizedText }[] = [];
  localizedTexts(tenantSchema as unknown as Schema, manifest, [], texts);
  const written = texts.map(({ text }) => new Set(languagesOf(text, fallback)));
  const art = LANGUAGE_ART.map((folder) => {
    const dir = path.join(tenantDir, 'assets', folder);
    return { dir, files: artFiles(dir) };
  });
  const artTotal = art.reduce((n, a) => n + a.files.length, 0);
  return LANGUAGES.map((lang) => ({
    lang,
    ui: ui(lang),
    texts: { have: written.filter((has) => has.has(lang)).length, total: texts.length },
    // The default language's art is the default set itself.
    art: {
      have:
        lang === fallback
          ? artTotal
          : art.reduce(
              (n, a) => n + a.files.filter((f) => fs.existsSync(path.join(a.dir, lang, f))).length,
              0,
            ),
      total: artTotal,
    },
  }));
}
