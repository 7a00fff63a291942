import { createInstance, type i18n as I18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { cacheTranslations } from './i18n-cache.ts';

async function setUp(): Promise<I18n> {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {
      en: {
        translation: {
          'nav.home': 'Home',
          'games.count': '{{count}} game',
          'games.count_other': '{{count}} games',
          greet: 'Hello {{name}}',
        },
      },
      th: { translation: { 'nav.home': 'หน้าแรก' } },
    },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  cacheTranslations(i18n);
  return i18n;
}

describe('cacheTranslations', () => {
  it('answers a plain key as i18next does, asking i18next once', async () => {
    const i18n = await setUp();
    const t = i18n.getFixedT(null, 'translation');
    const translate = vi.spyOn(i18n, 't');
    expect(t('nav.home')).toBe('Home');
    expect(t('nav.home')).toBe('Home');
    expect(t('nav.missing')).toBe('nav.missing');
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it('still passes counts, values and defaults to i18next', async () => {
    const i18n = await setUp();
    const t = i18n.getFixedT(null, 'translation');
    expect(t('games.count', { count: 1 })).toBe('1 game');
    expect(t('games.count', { count: 3 })).toBe('3 games');
    expect(t('greet', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('nav.none', { defaultValue: 'Fallback' })).toBe('Fallback');
  });

  it('follows a change of language and newly loaded texts', async () => {
    const i18n = await setUp();
    const t = i18n.getFixedT(null, 'translation');
    expect(t('nav.home')).toBe('Home');
    await i18n.changeLanguage('th');
    expect(t('nav.home')).toBe('หน้าแรก');
    i18n.addResourceBundle('th', 'translation', { 'nav.home': 'หน้าหลัก' }, true, true);
    expect(t('nav.home')).toBe('หน้าหลัก');
    // A function fixed to a language keeps it, whatever the current one.
    expect(i18n.getFixedT('en')('nav.home')).toBe('Home');
  });
});
