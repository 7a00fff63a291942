// Every language the selector lists is complete, in every catalogue of the house: the runtime's
// (the shell's file and every area's file), the server's (seeded content, money messages, the test
// provider's page), the CLI's (a new brand's texts and art) and the studio's (an operator's words). Each key of English is present and
// translated, with the same placeholders, plurals in the forms the language needs, no key English
// lacks, and no English left where a translation is expected. Every error key of the API catalogue
// (spec §8 plus the added ones) is translated.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '#schemas/api/errors.ts';
import { LANGUAGES } from '#schemas/constants.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
/** Each catalogue's folder and how its texts write a placeholder: {{name}} (i18next) or {name}. */
const CATALOGUES = [
  { root: 'runtime/locales', slot: /\{\{\s*(\w+)\s*\}\}/g },
  { root: 'mock-server/locales', slot: /\{(\w+)\}/g },
  { root: 'cli/locales', slot: /\{(\w+)\}/g },
  { root: 'studio/locales', slot: /\{\{\s*(\w+)\s*\}\}/g },
] as const;
const areasOf = (root: string) => [
  '',
  ...fs
    .readdirSync(path.join(repo, root), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort(),
];
type Messages = Record<string, string>;
const read = (root: string, area: string, lang: string): Messages => {
  const file = path.join(repo, root, area, `${lang}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Messages) : {};
};
const merged = (lang: string): Messages =>
  Object.assign(
    {},
    ...areasOf('runtime/locales').map((a) => read('runtime/locales', a, lang)),
  ) as Messages;

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
  fr: [
    'Agent',
    'Date',
    '{{points}} points',
    '{{points}} points = {{amount}}',
    'Points x2',
    'Bronze',
    'Smartphone',
  ],
  uz: ['Agent'],
  pt: ['Menu', 'Bronze'],
  de: ['Name', 'Bronze', 'Gold', 'Smartphone'],
  it: ['Smartphone'],
  nl: ['Smartphone'],
  ro: ['Smartphone'],
  id: ['Email', 'Platinum'],
  ms: ['Platinum'],
  vi: ['Email'],
  tl: ['User ID', 'Email', 'Platinum', 'Smartphone'],
};

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string, slot: RegExp) =>
  [...text.matchAll(slot)].map((m) => m[1]).sort();
/** Only placeholders, digits and punctuation: nothing to translate. */
const nothingToTranslate = (text: string, slot: RegExp) => !/\p{L}/u.test(text.replace(slot, ''));

describe('locales', () => {
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const { root, slot } of CATALOGUES)
      for (const area of areasOf(root)) {
        const name = `${root}/${area || 'shell'}/${lang}`;
        it(`${name}: every English key, translated, same placeholders`, () => {
          const en = read(root, area, 'en');
          const other = read(root, area, lang);
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
            else if (placeholders(value, slot).join() !== placeholders(english, slot).join())
              problems.push(`${key}: placeholders differ`);
            else if (
              value === english &&
              !nothingToTranslate(value, slot) &&
              !SAME_EVERYWHERE.has(value) &&
              !SAME_IN[lang]?.includes(value)
            )
              problems.push(`${key}: still English`);
          }
          // A key English lacks is a misspelt one: nothing would ever read it.
          for (const key of Object.keys(other)) {
            const plural = PLURAL.test(key) && `${key.replace(PLURAL, '')}_other` in en;
            if (!(key in en) && !plural) problems.push(`${key}: not in English`);
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
