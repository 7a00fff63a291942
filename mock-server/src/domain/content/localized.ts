// Seeded and server-written texts are stored with a text per language (LocalizedText) and
// answered in the request's Language by schemas/localized.ts's fallbackOrder: that language, its
// base, then the tenant's default (English if the default has none), never a third language.
// Seeded texts are written for every language the site can offer, so the fallback is rare.
import type { Language } from '#schemas/constants.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { localize, type LocalizedText } from '#schemas/localized.ts';

export type { LocalizedText };

/** What every seeded text carries at least; more languages are welcome. */
export type SeedText = { en: string; th: string; zh: string } & { [lang: string]: string };

/**
 * Where a seeded text names the brand. The name is filled in when the text is answered, not when
 * it is seeded: a renamed brand's notices, popups and marquee then carry its new name with no
 * reseed, and its members' data is never touched.
 */
export const SITE_SLOT = '{site}';

/** The resolver of one request: texts in `language` for this tenant, named as it is now. */
export function textIn(
  language: string,
  manifest: Pick<TenantManifest, 'languages' | 'displayName'>,
): (text: LocalizedText) => string {
  return (text) =>
    localize(text, language, manifest.languages.default).replaceAll(
      SITE_SLOT,
      manifest.displayName,
    );
}

/** `template` with each {slot} replaced by its value; an unknown slot stays, for a test to see. */
export function fillSlots(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/** One text per language from a table written for every language the site can offer. */
export function everyLanguage<W>(
  table: Readonly<Record<Language, W>>,
  text: (words: W) => string,
): SeedText {
  return Object.fromEntries(
    Object.entries(table).map(([lang, words]) => [lang, text(words as W)]),
  ) as SeedText;
}
