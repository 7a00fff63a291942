// The messages a tenant ships for one language: the shell's runtime/locales/<lang>.json, each
// area's runtime/locales/<area>/<lang>.json (areas keep their own files so they can change
// independently), then the tenant's own overrides in tenants/<code>/locales/<lang>.json, all
// over the English messages (the fallback) for any key the language lacks.
import fs from 'node:fs';
import path from 'node:path';

import type { Messages } from '#schemas/shell.ts';

export type { Messages };

function readJson(file: string): Messages {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Messages) : {};
}

/** Every locale source file for `lang`, base first, areas in name order. */
function localeSources(runtimeDir: string, lang: string): string[] {
  const dir = path.join(runtimeDir, 'locales');
  const areas = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return [
    path.join(dir, `${lang}.json`),
    ...areas.map((a) => path.join(dir, a, `${lang}.json`)),
  ].filter((f) => fs.existsSync(f));
}

/** The language every other falls back to for a key it lacks (i18next's fallbackLng). */
export const FALLBACK_LANGUAGE = 'en';

/** The runtime's merged messages for `lang` (shell, then areas), or null without any file. */
export function runtimeMessages(
  runtimeDir: string,
  lang: string,
  cache?: Map<string, Messages | null>,
): Messages | null {
  const known = cache?.get(lang);
  if (known !== undefined) return known;
  const sources = localeSources(runtimeDir, lang);
  const messages = sources.length === 0 ? null : {};
  for (const file of sources) Object.assign(messages!, readJson(file));
  cache?.set(lang, messages);
  return messages;
}

const ownFile = (tenantDir: string, lang: string) =>
  path.join(tenantDir, 'locales', `${lang}.json`);

/** The files of a tenant's own that change what it ships for `lang` (its own and the fallback's). */
export function ownLocaleFiles(tenantDir: string, lang: string): string[] {
  return [...new Set([FALLBACK_LANGUAGE, lang])]
    .map((l) => ownFile(tenantDir, l))
    .filter((f) => fs.existsSync(f));
}

/** The runtime's messages of `lang` over the fallback's, shared by the tenants without overrides. */
const sharedMessages = new WeakMap<Map<string, Messages | null>, Map<string, Messages>>();

/**
 * The messages a tenant ships for `lang`, or null when the runtime has no file at all for it.
 * Every other language carries the English messages under its own, so a visitor's one file is
 * all the boot waits for: the English file was a second request and about 12 KB on every first
 * visit in another language, for the few keys a language lacks (a tenant's own keys).
 * With `cache`, a tenant without overrides gets one shared object: callers must not change it.
 */
export function tenantMessages(
  runtimeDir: string,
  tenantDir: string,
  lang: string,
  /** The runtime's merged messages per language, shared by every tenant of one build. */
  cache?: Map<string, Messages | null>,
): Messages | null {
  const mine = runtimeMessages(runtimeDir, lang, cache);
  if (mine === null) return null;
  const fallback =
    lang === FALLBACK_LANGUAGE ? null : runtimeMessages(runtimeDir, FALLBACK_LANGUAGE, cache);
  const own = ownLocaleFiles(tenantDir, lang);
  if (cache && own.length === 0) {
    let shared = sharedMessages.get(cache);
    if (!shared) sharedMessages.set(cache, (shared = new Map()));
    let merged = shared.get(lang);
    if (!merged) shared.set(lang, (merged = fallback ? { ...fallback, ...mine } : mine));
    return merged;
  }
  // A tenant's English words stand in only where its language has none of its own.
  return {
    ...(fallback ? { ...fallback, ...readJson(ownFile(tenantDir, FALLBACK_LANGUAGE)) } : {}),
    ...mine,
    ...readJson(ownFile(tenantDir, lang)),
  };
}
