import { describe, expect, it } from 'vitest';
import { dayOf, dayRange, dayStart, zoneOffsetMs } from './days.ts';
import { paginate } from '../../lib/paging.ts';

const H = 3600 * 1000;

describe('tenant days', () => {
  it('read GMT±N zones and fall back to UTC', () => {
    expect(zoneOffsetMs('GMT+7')).toBe(7 * H);
    expect(zoneOffsetMs('GMT-5')).toBe(-5 * H);
    expect(zoneOffsetMs('Asia/Bangkok')).toBe(0);
  });

  it('put an instant on the day of the zone', () => {
    const t = Date.UTC(2026, 0, 1, 20, 0); // 20:00 UTC = 03:00 next day in GMT+7
    expect(dayOf(t, 7 * H)).toBe('2026-01-02');
    expect(dayOf(t, -5 * H)).toBe('2026-01-01');
    expect(dayStart('2026-01-02', 7 * H)).toBe(Date.UTC(2026, 0, 1, 17, 0));
  });

  it('default to the last 7 days and refuse bad ranges', () => {
    const now = Date.UTC(2026, 10, 2, 4, 0);
    const r = dayRange({}, now, 7 * H);
    expect(r.days).toHaveLength(7);
    expect(r.endDate).toBe('2026-11-02');
    expect(r.startDate).toBe('2026-10-27');
    expect(r.to - r.from).toBe(7 * 24 * H);
    expect(() => dayRange({ startDate: '2026-11-03', endDate: '2026-11-02' }, now, 0)).toThrow();
    expect(() => dayRange({ startDate: '2026-02-30' }, now, 0)).toThrow();
    expect(() =>
      dayRange({ startDate: '2025-01-01', endDate: '2026-11-02' }, now, 0, 93),
    ).toThrow();
  });
});

describe('paginate', () => {
  it('slices and counts pages', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(paginate(items, 3, 10)).toEqual({
      list: [20, 21, 22, 23, 24],
      pageNo: 3,
      pageSize: 10,
      total: 25,
      totalPages: 3,
    });
    expect(paginate([], 1, 10)).toMatchObject({ list: [], total: 0, totalPages: 0 });
  });
});
