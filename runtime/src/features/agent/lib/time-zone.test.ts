import { describe, expect, it } from 'vitest';
import {
  customRangeError,
  daysIn,
  formatZoneDateTime,
  rangeDays,
  zoneDate,
  zoneOffsetMs,
} from './time-zone.ts';

// Monday 2026-11-02 04:00:05 UTC.
const now = Date.UTC(2026, 10, 2, 4, 0, 5);

describe('agent time zone clock', () => {
  it('reads GMT offsets of the manifest', () => {
    expect(zoneOffsetMs('GMT+7')).toBe(7 * 3_600_000);
    expect(zoneOffsetMs('GMT-5')).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs('Asia/Bangkok')).toBe(0);
  });

  it('shows the wall clock of the zone, not of the browser', () => {
    expect(formatZoneDateTime(now, 'GMT+7')).toBe('2026-11-02 11:00:05');
    expect(formatZoneDateTime(now, 'GMT+8')).toBe('2026-11-02 12:00:05');
    // West of UTC it is still Sunday evening.
    expect(formatZoneDateTime(now, 'GMT-5')).toBe('2026-11-01 23:00:05');
    expect(zoneDate(now, 'GMT-5')).toBe('2026-11-01');
  });
});

describe('report ranges', () => {
  it('cuts days, Monday weeks and months in the zone', () => {
    expect(rangeDays('today', now, 'GMT+7')).toEqual({ start: '2026-11-02', end: '2026-11-02' });
    expect(rangeDays('yesterday', now, 'GMT+7')).toEqual({
      start: '2026-11-01',
      end: '2026-11-01',
    });
    expect(rangeDays('thisWeek', now, 'GMT+7')).toEqual({
      start: '2026-11-02',
      end: '2026-11-08',
    });
    expect(rangeDays('lastWeek', now, 'GMT+7')).toEqual({
      start: '2026-10-26',
      end: '2026-11-01',
    });
    expect(rangeDays('thisMonth', now, 'GMT+7')).toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
    });
    expect(rangeDays('lastMonth', now, 'GMT+7')).toEqual({
      start: '2026-10-01',
      end: '2026-10-31',
    });
  });

  it('uses the zone day: in GMT-5 the same instant is Sunday, so the week began Oct 26', () => {
    expect(rangeDays('thisWeek', now, 'GMT-5')).toEqual({
      start: '2026-10-26',
      end: '2026-11-01',
    });
    expect(rangeDays('lastMonth', Date.UTC(2026, 0, 15), 'GMT+7')).toEqual({
      start: '2025-12-01',
      end: '2025-12-31',
    });
  });

  it('checks custom ranges', () => {
    expect(customRangeError('2026-11-01', '2026-11-02')).toBeNull();
    expect(customRangeError('2026-11-03', '2026-11-02')).toBe('order');
    expect(customRangeError('', '2026-11-02')).toBe('required');
    expect(daysIn('2026-11-01', '2026-11-30')).toBe(30);
  });
});
