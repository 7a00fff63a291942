// The studio's language from a browser's tags: a region or script finds the listed language,
// Traditional Chinese is told from Simplified, and a language the runtime lacks finds nothing.
import { describe, expect, it } from 'vitest';
import { nearestLanguage } from './language.ts';

describe('nearestLanguage', () => {
  it('finds the listed language of a tag with a region', () => {
    expect(nearestLanguage('th-TH')).toBe('th');
    expect(nearestLanguage('vi-VN')).toBe('vi');
    expect(nearestLanguage('pt-BR')).toBe('pt');
    expect(nearestLanguage('fil-PH')).toBe('tl');
  });
  it('tells Traditional Chinese from Simplified', () => {
    expect(nearestLanguage('zh-CN')).toBe('zh');
    expect(nearestLanguage('zh-TW')).toBe('zh-Hant');
    expect(nearestLanguage('zh-Hant-HK')).toBe('zh-Hant');
    expect(nearestLanguage('zh-Hans-SG')).toBe('zh');
  });
  it('finds nothing for a language the runtime does not list', () => {
    expect(nearestLanguage('sv-SE')).toBeNull();
  });
});
