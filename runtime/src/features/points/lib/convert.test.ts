import { describe, expect, it } from 'vitest';
import { amountFor, parseWholePoints } from './convert.ts';

describe('amountFor', () => {
  it('applies the ratio and rounds down to cents', () => {
    expect(amountFor(1000, { points: 100, amount: 1 })).toBe(10);
    expect(amountFor(155, { points: 100, amount: 1 })).toBe(1.55);
    expect(amountFor(1, { points: 3, amount: 1 })).toBe(0.33);
  });
  it('gives 0 for nothing or a broken ratio', () => {
    expect(amountFor(0, { points: 100, amount: 1 })).toBe(0);
    expect(amountFor(100, { points: 0, amount: 1 })).toBe(0);
  });
});

describe('parseWholePoints', () => {
  it('accepts whole points within the balance', () => {
    expect(parseWholePoints(' 250 ', 1000)).toEqual({ points: 250 });
    expect(parseWholePoints('1000', 1000)).toEqual({ points: 1000 });
  });
  it('refuses fractions, zero, text and more than available', () => {
    expect(parseWholePoints('1.5', 1000)).toEqual({ error: 'points.error.wholePoints' });
    expect(parseWholePoints('0', 1000)).toEqual({ error: 'points.error.wholePoints' });
    expect(parseWholePoints('abc', 1000)).toEqual({ error: 'points.error.wholePoints' });
    expect(parseWholePoints('1001', 1000)).toEqual({ error: 'not_enough_points' });
  });
});
