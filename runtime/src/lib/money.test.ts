import { describe, expect, it } from 'vitest';
import { formatCurrency, formatMoney } from './money.ts';

describe('money on screen', () => {
  it('puts the minus sign before the symbol, as the language writes it', () => {
    expect(formatCurrency(-118.5, '$', 'en')).toBe('-$118.50');
    expect(formatCurrency(118.5, '$', 'en')).toBe('$118.50');
    expect(formatCurrency(-1234.5, '฿', 'th')).toBe('-฿1,234.50');
    expect(formatCurrency(0, '$', 'en')).toBe('$0.00');
    // The language's own sign (Arabic marks it right to left), never after the symbol.
    const ar = formatCurrency(-5, '$', 'ar');
    expect(ar.endsWith('$5.00')).toBe(true);
    expect(ar).toContain('-');
    expect(formatMoney(-5, 'en')).toBe('-5.00');
  });
});
