// Every EN key exists in TH and ZH, and every error key of the API catalogue (spec §8 plus the
// added ones) is translated in EN, TH and ZH.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '../../../schemas/api/errors.ts';
import { LANGUAGES } from '../../../schemas/constants.ts';

const dir = path.resolve(import.meta.dirname, '../../locales');
const read = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, string>;

describe('locales', () => {
  const en = read('en');
  for (const lang of ['th', 'zh']) {
    it(`${lang} has every English key, none empty`, () => {
      const other = read(lang);
      expect(Object.keys(en).filter((k) => !other[k])).toEqual([]);
    });
  }
  for (const lang of ['en', 'th', 'zh']) {
    it(`${lang} translates every error key`, () => {
      const messages = read(lang);
      expect(ERROR_KEYS.filter((k) => !messages[k])).toEqual([]);
    });
  }
  it('every language of the selector has navigation, auth and error texts', () => {
    for (const lang of LANGUAGES) {
      const messages = read(lang);
      for (const key of ['nav.home', 'auth.login', 'auth.register', 'in_incorrect_password']) {
        expect(messages[key], `${lang} ${key}`).toBeTruthy();
      }
    }
  });
});
