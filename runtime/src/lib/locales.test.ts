// Every language the selector lists is complete: each key of English (the shell's file and every
// area's file) is present and translated, with the same {{placeholders}}, plurals in the forms the
// language needs, and no English left where a translation is expected. Every error key of the
// API catalogue (spec §8 plus the added ones) is translated.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '#schemas/api/errors.ts';
import { LANGUAGES } from '#schemas/constants.ts';

const dir = path.resolve(import.meta.dirname, '../../locales');
const AREAS = [
  '',
  ...fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort(),
];
type Messages = Record<string, string>;
const read = (area: string, lang: string): Messages => {
  const file = path.join(dir, area, `${lang}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Messages) : {};
};
const merged = (lang: string): Messages =>
  Object.assign({}, ...AREAS.map((a) => read(a, lang))) as Messages;

/** Brand names and codes that every language writes as English does. */
const SAME_EVERYWHERE = new Set([
  'Facebook',
  'Google',
  'Instagram',
  'LINE',
  'LINE ID',
  'Skype',
  'Telegram',
  'TikTok',
  'Twitter',
  'WeChat',
  'WhatsApp',
  'YouTube',
  'Zalo',
  'BGS',
  'PVP',
  'VIP',
]);
/** Words a language spells exactly as English does (checked by a speaker, not a loophole). */
const SAME_IN: Partial<Record<string, readonly string[]>> = {
  fr: ['Agent', 'Date', '{{points}} points', '{{points}} points = {{amount}}'],
  uz: ['Agent'],
  pt: ['Menu'],
};

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** Only placeholders, digits and punctuation: nothing to translate. */
const nothingToTranslate = (text: string) => !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

describe('locales', () => {
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const area of AREAS) {
      const name = `${area || 'shell'}/${lang}`;
      it(`${name}: every English key, translated, same placeholders`, () => {
        const en = read(area, 'en');
        const other = read(area, lang);
        const problems: string[] = [];
        const plurals = new Set<string>();
        for (const [key, english] of Object.entries(en)) {
          // A plural form (games.count_one), not a key that happens to end so (upload_too_many).
          if (PLURAL.test(key) && `${key.replace(PLURAL, '')}_other` in en) {
            plurals.add(key.replace(PLURAL, ''));
            continue;
          }
          const value = other[key];
          if (!value) problems.push(`${key}: missing`);
          else if (placeholders(value).join() !== placeholders(english).join())
            problems.push(`${key}: placeholders differ`);
          else if (
            value === english &&
            !nothingToTranslate(value) &&
            !SAME_EVERYWHERE.has(value) &&
            !SAME_IN[lang]?.includes(value)
          )
            problems.push(`${key}: still English`);
        }
        // Plurals: the forms this language's rules use (one, few, many... per CLDR).
        for (const base of plurals) {
          for (const c of categories) {
            if (!other[`${base}_${c}`]) problems.push(`${base}_${c}: missing plural form`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }

  for (const lang of LANGUAGES) {
    it(`${lang} translates every error key`, () => {
      const messages = merged(lang);
      expect(ERROR_KEYS.filter((k) => !messages[k])).toEqual([]);
    });
  }
});
