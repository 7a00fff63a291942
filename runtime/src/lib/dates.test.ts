import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatDay,
  formatTimeOfDay,
} from './dates.ts';

const at = Date.UTC(2026, 10, 17, 9, 30);

describe('dates', () => {
  it('writes Thai dates in one calendar: four-digit Gregorian years, never Buddhist era', () => {
    expect(formatDate(at, 'th')).toContain('2026');
    expect(formatDate(at, 'th')).not.toMatch(/2569|\/69\b/);
    expect(formatDateTime(at, 'th')).toContain('2026');
    expect(formatDateTime(at, 'th')).not.toMatch(/2569/);
  });

  it('uses Latin digits and four-digit years in every language', () => {
    for (const lang of ['en', 'zh', 'ar', 'fa', 'hi', 'ja', 'my']) {
      const text = formatDateTime(at, lang);
      expect(text, lang).toContain('2026');
      expect(text, lang).not.toMatch(/[٠-٩۰-۹०-९၀-၉]/);
    }
  });

  it('writes a server day (yyyy-MM-dd) in the language, never as it came', () => {
    expect(formatDay('2026-11-17', 'th')).toBe('17/11/2026');
    expect(formatDay('2026-11-17', 'en')).toBe('11/17/2026');
    expect(formatDay('2026-11-17', 'zh')).toBe('2026/11/17');
    expect(formatDay('2026-11-17', 'th')).toBe(
      formatDate(Date.UTC(2026, 10, 17), 'th', { offsetMs: 0 }),
    );
    expect(formatDay('not a day', 'th')).toBe('not a day');
  });

  it('shows a fixed zone (the agent "GMT+7") as its wall clock, whatever the browser zone', () => {
    const gmt7 = { offsetMs: 7 * 3_600_000 };
    // 09:30:00 UTC is 16:30 in GMT+7; 20:00 UTC on the 17th is already the 18th there.
    expect(formatDateTimeSeconds(at, 'zh', gmt7)).toMatch(/^2026\/11\/17\s+16:30:00$/);
    expect(formatDate(Date.UTC(2026, 10, 17, 20), 'th', gmt7)).toBe('18/11/2026');
    expect(formatTimeOfDay(at, 'zh', gmt7)).toBe('16:30');
    expect(formatDateTimeSeconds(at, 'en', gmt7)).not.toMatch(/2026-11-17/);
  });
});
