import type { Bet } from '../../records/games.ts';
import { describe, expect, it } from 'vitest';
import { periodWindow, rangeWindow, zoneOffset, parseLocalDate } from './periods.ts';
import { windowAmount } from './settlement.ts';
import type { Contract } from '../../records/agents.ts';

const H = 3600_000;
const off7 = zoneOffset('GMT+7');
// Monday 2026-11-02 04:00 UTC = 11:00 in GMT+7.
const now = Date.UTC(2026, 10, 2, 4, 0, 0);

describe('periods in the agent time zone', () => {
  it('reads GMT offsets', () => {
    expect(zoneOffset('GMT+7')).toBe(7 * H);
    expect(zoneOffset('GMT-5')).toBe(-5 * H);
  });

  it('cuts days, weeks (Monday), half months and months at local midnight', () => {
    expect(periodWindow('Daily', now, off7)).toEqual([
      Date.UTC(2026, 10, 1, 17),
      Date.UTC(2026, 10, 2, 17),
    ]);
    expect(periodWindow('Weekly', now, off7)).toEqual([
      Date.UTC(2026, 10, 1, 17),
      Date.UTC(2026, 10, 8, 17),
    ]);
    expect(periodWindow('Semimonthly', now, off7)).toEqual([
      Date.UTC(2026, 9, 31, 17),
      Date.UTC(2026, 10, 15, 17),
    ]);
    expect(periodWindow('Semimonthly', Date.UTC(2026, 10, 20), off7)).toEqual([
      Date.UTC(2026, 10, 15, 17),
      Date.UTC(2026, 10, 30, 17),
    ]);
    expect(periodWindow('Monthly', now, off7)).toEqual([
      Date.UTC(2026, 9, 31, 17),
      Date.UTC(2026, 10, 30, 17),
    ]);
  });

  it('names report ranges and parses local dates', () => {
    expect(rangeWindow('yesterday', now, off7)).toEqual([
      Date.UTC(2026, 9, 31, 17),
      Date.UTC(2026, 10, 1, 17),
    ]);
    expect(rangeWindow('lastMonth', now, off7)).toEqual([
      Date.UTC(2026, 8, 30, 17),
      Date.UTC(2026, 9, 31, 17),
    ]);
    expect(parseLocalDate('2026-11-02', off7)).toBe(Date.UTC(2026, 10, 1, 17));
    expect(parseLocalDate('2/11/2026', off7)).toBeUndefined();
  });
});

describe('what a window earns', () => {
  const base: Contract = {
    id: 1,
    kind: 'hourSalary',
    uplineId: 1,
    downlineId: 2,
    rate: 1,
    conditions: { activeMembers: 2, validBet: 10_000 },
    status: 'active',
    createdAt: 0,
  };
  const bet = (memberId: number, stake: number, payout: number): Bet => ({
    id: memberId * 100 + stake,
    memberId,
    gameCode: 'g',
    gameName: 'Game',
    vassalage: 'PG',
    category: 'RNG',
    stake,
    payout,
    at: 0,
    source: 'demo',
  });

  it('pays a salary only when the conditions hold', () => {
    expect(windowAmount(base, [bet(2, 20_000, 0)]).amount).toBe(0);
    expect(windowAmount(base, [bet(2, 20_000, 0), bet(3, 5_000, 0)]).amount).toBe(250);
  });

  it('pays a dividend on net loss only', () => {
    const dividend: Contract = { ...base, kind: 'dividend', rate: 30, conditions: {} };
    expect(windowAmount(dividend, [bet(2, 10_000, 4_000)]).amount).toBe(1_800);
    expect(windowAmount(dividend, [bet(2, 10_000, 14_000)]).amount).toBe(0);
  });

  it('uses the loss salary rate when the players won the window (real-time)', () => {
    const rt: Contract = {
      ...base,
      kind: 'realtimeSalary',
      rate: 1,
      lossRate: 0.5,
      singleBetAmount: 1_000,
      conditions: {},
    };
    expect(windowAmount(rt, [bet(2, 10_000, 0), bet(3, 500, 0)]).amount).toBe(100);
    expect(windowAmount(rt, [bet(2, 10_000, 30_000)]).amount).toBe(50);
  });
});
