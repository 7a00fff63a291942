import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

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
});
