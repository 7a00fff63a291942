import { describe, expect, it } from 'vitest';
import { validateTenantSchema } from './index.ts';
import { fallbackOrder, languagesOf, localize } from './localized.ts';

describe('localize', () => {
  const text = { th: 'สวัสดี', en: 'Hello', zh: '你好', pt: 'Olá' };

  it('answers the exact language', () => {
    expect(localize(text, 'zh', 'th')).toBe('你好');
    expect(localize(text, 'th', 'en')).toBe('สวัสดี');
  });

  it('falls back to the base language (pt-BR → pt) but keeps zh-Hant apart from zh', () => {
    expect(localize(text, 'pt-BR', 'th')).toBe('Olá');
    expect(localize(text, 'zh-Hant', 'th')).toBe('สวัสดี');
  });

  it('falls back to the tenant default, then English, and never to a third language', () => {
    expect(localize(text, 'ja', 'th')).toBe('สวัสดี');
    expect(localize({ en: 'Hello', ko: '안녕하세요' }, 'ja', 'zh')).toBe('Hello');
    expect(localize({ ko: '안녕하세요' }, 'ja', 'zh')).toBe('');
    expect(localize({ ko: '안녕하세요', zh: '你好' }, 'ja', 'th')).toBe('');
  });

  it('says its order in one place', () => {
    expect(fallbackOrder('pt-BR', 'th')).toEqual(['pt-BR', 'pt', 'th', 'en']);
    expect(fallbackOrder('zh-Hant', 'zh')).toEqual(['zh-Hant', 'zh', 'en']);
    expect(fallbackOrder('en', 'en')).toEqual(['en']);
  });

  it('returns a plain string as it is, whatever the language', () => {
    expect(localize('Live chat', 'zh', 'en')).toBe('Live chat');
    expect(languagesOf('Live chat', 'th')).toEqual(['th']);
    expect(languagesOf(text, 'th')).toEqual(['th', 'en', 'zh', 'pt']);
  });
});

describe('localized texts in the manifest schema', () => {
  it('accept a string or a text per known language, and refuse unknown tags or empty texts', async () => {
    const { default: siam } = (await import('../tenants/siam88/tenant.json', {
      with: { type: 'json' },
    })) as { default: Record<string, unknown> };
    const withHours = (supportHours: unknown) => {
      const m = structuredClone(siam) as { agent: Record<string, unknown> };
      m.agent.supportHours = supportHours;
      return validateTenantSchema(m).ok;
    };
    expect(withHours('10:00–22:00')).toBe(true);
    expect(withHours({ th: '10:00–22:00 ทุกวัน', en: 'Daily 10:00–22:00' })).toBe(true);
    expect(withHours({ xx: 'Daily' })).toBe(false);
    expect(withHours({})).toBe(false);
    expect(withHours({ en: '' })).toBe(false);
  });
});
