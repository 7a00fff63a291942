// Operator and seed texts in several languages. A plain string stays valid and means "this text
// in the tenant's default language", so manifests and data written before stay correct.
// One resolver serves the server (answers in the request's Language) and the runtime (the
// language the player picked).
import { LANGUAGES } from './constants.ts';

/** A text per language tag, or one text in the tenant's default language. */
export type LocalizedText = string | { readonly [lang: string]: string };

/** Marks a localized text in the manifest schema, so tools can find every one of them. */
export const LOCALIZED_MARK = 'localized text';

/** JSON Schema of a localized text: a non-empty string, or a non-empty map language → string. */
export const localizedTextSchema = {
  $comment: LOCALIZED_MARK,
  anyOf: [
    { type: 'string', minLength: 1 },
    {
      type: 'object',
      minProperties: 1,
      propertyNames: { enum: LANGUAGES },
      additionalProperties: { type: 'string', minLength: 1 },
    },
  ],
} as const;

/**
 * The languages asked, in order, for a text in `lang`: that exact language, its base language
 * (pt-BR → pt; zh-Hant is kept apart from zh, their scripts differ), then ONE fallback: the
 * tenant's default, and English only when the default has no text either. Never any other
 * language: a Japanese player shown a missing text in the tenant's Thai reads the site's own
 * language, but shown it in whatever text came first would read a third, arbitrary one.
 */
export function fallbackOrder(lang: string, tenantDefault: string): string[] {
  const base = lang === 'zh-Hant' ? lang : (lang.split('-')[0] ?? lang);
  return [...new Set([lang, base, tenantDefault, 'en'])];
}

/** The text in `lang` by `fallbackOrder`; empty when none of those languages has one. */
export function localize(text: LocalizedText, lang: string, tenantDefault: string): string {
  if (typeof text === 'string') return text;
  return pickLanguage(text, lang, tenantDefault) ?? '';
}

/** The entry of a per-language map that answers `lang`, by `fallbackOrder`. */
export function pickLanguage<T>(
  byLang: { readonly [lang: string]: T },
  lang: string,
  tenantDefault: string,
): T | undefined {
  const found = fallbackOrder(lang, tenantDefault).find((l) => Object.hasOwn(byLang, l));
  return found === undefined ? undefined : byLang[found];
}

/** The languages a text is written in: a plain string counts as the tenant's default only. */
export function languagesOf(text: LocalizedText, tenantDefault: string): string[] {
  return typeof text === 'string' ? [tenantDefault] : Object.keys(text);
}
