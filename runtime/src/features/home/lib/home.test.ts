import { describe, expect, it } from 'vitest';
import { sectionHasArrows } from './home-sections.ts';
import { jackpotDelay, jackpotStart, jackpotStep } from './jackpot.ts';

describe('jackpot', () => {
  it('starts between 50,000,000 and 99,000,000 with 2 decimals', () => {
    expect(jackpotStart(() => 0)).toBe(50_000_000);
    expect(jackpotStart(() => 0.999999999)).toBeLessThanOrEqual(99_000_000);
    const v = jackpotStart(() => 0.123456789);
    expect(Math.round(v * 100) / 100).toBe(v);
  });
  it('steps by 100 to 500 every 3, 4 or 5 s', () => {
    expect(jackpotStep(() => 0)).toBe(100);
    expect(jackpotStep(() => 0.9999999)).toBeCloseTo(500, 1);
    expect(jackpotDelay(() => 0)).toBe(3000);
    expect(jackpotDelay(() => 0.5)).toBe(4000);
    expect(jackpotDelay(() => 0.99)).toBe(5000);
  });
});

describe('home sections', () => {
  it('shows arrows past 12 items', () => {
    expect(sectionHasArrows(12, 12)).toBe(false);
    expect(sectionHasArrows(13, 12)).toBe(true);
  });
});
