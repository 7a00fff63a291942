import { describe, expect, it } from 'vitest';
import { dayOf, lastDays, zoneOffsetMs } from './date-range.ts';

describe('date ranges', () => {
  it('reads GMT offsets like the server', () => {
    expect(zoneOffsetMs('GMT+7')).toBe(7 * 3600_000);
    expect(zoneOffsetMs('GMT-5')).toBe(-5 * 3600_000);
    expect(zoneOffsetMs('Asia/Bangkok')).toBe(0);
    expect(zoneOffsetMs(undefined)).toBe(0);
  });

  it('gives 7 and 30 inclusive days ending today', () => {
    const now = Date.UTC(2026, 2, 10, 12);
    expect(lastDays(7, now, 'GMT+0')).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10' });
    expect(lastDays(30, now, 'GMT+0')).toEqual({ startDate: '2026-02-09', endDate: '2026-03-10' });
  });

  it('uses the tenant day, not the UTC day', () => {
    const lateUtc = Date.UTC(2026, 0, 31, 20); // already 1 February in GMT+7
    expect(dayOf(lateUtc, zoneOffsetMs('GMT+7'))).toBe('2026-02-01');
    expect(lastDays(7, lateUtc, 'GMT+7').endDate).toBe('2026-02-01');
    const earlyUtc = Date.UTC(2026, 0, 1, 2); // still 31 December in GMT-5
    expect(lastDays(7, earlyUtc, 'GMT-5')).toEqual({
      startDate: '2025-12-25',
      endDate: '2025-12-31',
    });
  });
});
