import { describe, expect, it } from 'vitest';
import { displayCategories } from '../../../lib/categories.ts';
import { homeSections, sectionHasArrows } from './home-sections.ts';
import { jackpotDelay, jackpotStart, jackpotStep } from './jackpot.ts';
import { prizeModeOf } from './prize-mode.ts';

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

describe('prize mode', () => {
  it('is ELOTT when the ELOTT category holds TCG_LOTTO_VN or LOTT', () => {
    expect(prizeModeOf({ ELOTT: ['ELOTT', 'TCG_LOTTO_VN'] })).toBe('ELOTT');
    expect(prizeModeOf({ ELOTT: ['LOTT'] })).toBe('ELOTT');
    expect(prizeModeOf({ ELOTT: ['ELOTT'] })).toBe('LOTT');
    expect(prizeModeOf({})).toBe('LOTT');
  });
});

describe('home sections', () => {
  const order = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'COCKFIGHT'];
  it('keeps the manifest order and drops categories without vendors', () => {
    const cats = displayCategories({
      games: { categories: { RNG: ['PG'], LIVE: ['EVO'], SPORTS: ['SABA', 'IMES'] } },
    } as never);
    expect(homeSections(order, cats, 'LOTT').map((c) => c.category)).toEqual([
      'RNG',
      'LIVE',
      'SPORTS',
      'ESPORTS',
    ]);
  });
  it('shows the ELOTT slot only when ELOTT has vendors, as the prize mode category', () => {
    const cats = displayCategories({
      games: { categories: { LOTT: ['LOTT'], ELOTT: ['ELOTT'] } },
    } as never);
    expect(homeSections(order, cats, 'LOTT').map((c) => c.category)).toEqual(['LOTT']);
    expect(homeSections(order, cats, 'ELOTT').map((c) => c.category)).toEqual(['ELOTT']);
    const noElott = displayCategories({ games: { categories: { LOTT: ['LOTT'] } } } as never);
    expect(homeSections(order, noElott, 'LOTT')).toEqual([]);
  });
  it('shows arrows past 12 items', () => {
    expect(sectionHasArrows(12, 12)).toBe(false);
    expect(sectionHasArrows(13, 12)).toBe(true);
  });
});
