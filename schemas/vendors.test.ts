import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, VENDOR_CODES } from './constants.ts';
import { VENDOR_NAMES, vendorDisplayName } from './vendors.ts';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../runtime/locales');
/** Every key a language has, over its main file and its feature files. */
function keysOf(lang: string): Record<string, string> {
  const files = [
    path.join(locales, `${lang}.json`),
    ...fs
      .readdirSync(locales, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => path.join(locales, d.name, `${lang}.json`)),
  ].filter((f) => fs.existsSync(f));
  return Object.assign({}, ...files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as object));
}

describe('vendor display names', () => {
  const ctx = { tenantName: 'Siam88' };

  it('names every vendor code with something other than a code', () => {
    for (const code of VENDOR_CODES) {
      const name = vendorDisplayName(code, ctx);
      expect(name, code).not.toMatch(/^[A-Z0-9]+_[A-Z0-9_]+$/);
      expect(name, code).not.toBe('');
    }
    expect(vendorDisplayName('JILI_FISH', ctx)).toBe('JILI Fishing');
    expect(vendorDisplayName('PG', ctx)).toBe('PG Soft');
  });

  it('gives in-house vendors the tenant name and lets the manifest label win', () => {
    expect(vendorDisplayName('INHOUSE_SLOT', ctx)).toBe('Siam88 Slots');
    expect(vendorDisplayName('BTI', { ...ctx, brandLabels: { BTI: 'SBK Sports' } })).toBe(
      'SBK Sports',
    );
  });

  it('translates the words and keeps the brands', () => {
    const th = keysOf('th');
    const name = vendorDisplayName('TCG_LOTTO_VN', {
      ...ctx,
      translate: (w) => th[w.key] ?? w.en,
    });
    expect(name).toBe(`TCG ${th['nav.vnLottery']}`);
    expect(name).not.toContain('Vietnam');
  });

  it('has every word key, with its English text, in every language', () => {
    const words = Object.values(VENDOR_NAMES).flatMap((n) => (n.word ? [n.word] : []));
    const en = keysOf('en');
    for (const w of words) expect(en[w.key], w.key).toBe(w.en);
    for (const lang of LANGUAGES) {
      const keys = keysOf(lang);
      for (const w of words) expect(keys[w.key], `${lang} ${w.key}`).toBeTruthy();
    }
  });
});
