// Seeded and server-written texts are stored with a text per language (LocalizedText) and
// answered in the request's Language: that language, its base, the tenant's default, English.
import type { TenantManifest } from '../../../../schemas/index.ts';
import { localize, type LocalizedText } from '../../../../schemas/localized.ts';

export type { LocalizedText };

/** What every seeded text carries at least; more languages are welcome. */
export type SeedText = { en: string; th: string; zh: string } & { [lang: string]: string };

/** The resolver of one request: texts in `language` for this tenant. */
export function textIn(
  language: string,
  manifest: Pick<TenantManifest, 'languages'>,
): (text: LocalizedText) => string {
  return (text) => localize(text, language, manifest.languages.default);
}

/** One text per language from a template per language, all given the same arguments. */
export function fill<A extends unknown[]>(
  templates: { [lang: string]: (...args: A) => string },
  ...args: A
): SeedText {
  return Object.fromEntries(
    Object.entries(templates).map(([lang, tpl]) => [lang, tpl(...args)]),
  ) as SeedText;
}
