import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#schemas/constants.ts';
import { formatCurrency, formatMoney } from './money.ts';

describe('money on screen', () => {
  it('puts the minus sign before the symbol, as the language writes it', () => {
    expect(formatCurrency(-118.5, '$', 'en')).toBe('-$118.50');
    expect(formatCurrency(118.5, '$', 'en')).toBe('$118.50');
    expect(formatCurrency(-1234.5, '฿', 'th')).toBe('-฿1,234.50');
    expect(formatCurrency(-1234.5, '€', 'de')).toBe('-€1.234,50');
    expect(formatCurrency(1234.5, '€', 'de')).toBe('€1.234,50');
    expect(formatCurrency(0, '$', 'en')).toBe('$0.00');
    // The language's own sign (Arabic marks it left to right), never after the symbol.
    const ar = formatCurrency(-5, '$', 'ar');
    expect(ar.endsWith('$5.00')).toBe(true);
    expect(ar).toContain('-');
    expect(formatMoney(-5, 'en')).toBe('-5.00');
  });

  it('shows an amount that rounds to zero without a minus sign, in every language', () => {
    for (const [locale, zero] of [
      ['en', '$0.00'],
      ['th', '$0.00'],
      ['ar', '$0.00'],
      ['de', '$0,00'],
    ] as const) {
      expect(formatCurrency(-0, '$', locale)).toBe(zero);
      expect(formatCurrency(-0.004, '$', locale)).toBe(zero);
      expect(formatCurrency(0.1 + 0.2 - 0.3, '$', locale)).toBe(zero);
      // Half a cent still rounds away from zero, so it keeps its sign.
      expect(formatCurrency(-0.005, '$', locale)).not.toBe(zero);
    }
  });

  it('writes every amount in every language as Chromium writes it through Intl', () => {
    // Chromium has no number data for these and writes them as English does.
    const asEnglish = new Set(['lo', 'ne', 'kk', 'uz']);
    const amounts = [0, 0.005, 0.01, 0.5, 1.005, 1.015, 2.675, 12.345, 999.995, 1234];
    amounts.push(12345.6, 123456.785, 1234567.891, 987654321012.34, 4.35e15, 9.99e20);
    for (let i = 0; i < 400; i++) amounts.push(i / 1000 + 0.005, 100_000 + i * 165.11, i ** 5 / 7);
    for (const lang of LANGUAGES) {
      const intl = new Intl.NumberFormat(`${asEnglish.has(lang) ? 'en' : lang}-u-nu-latn`, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        useGrouping: true,
      });
      for (const amount of amounts)
        expect([lang, amount, formatMoney(amount, lang)]).toEqual([
          lang,
          amount,
          intl.format(amount),
        ]);
    }
  });
});
