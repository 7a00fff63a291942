// A Japanese and a Spanish player meet the site's content in their own language: the startup
// popup, the marquee, the home banners' art (their headline is drawn into the image), the
// promotions and their art, and the inbox, money messages included. No third language anywhere
// on those screens: neither the tenant's default (longwan's Chinese) nor English.
// LOBBY_SHOTS=<dir> saves the screens.
import type { Page } from '@playwright/test';
import type { TenantManifest } from '#schemas/index.ts';
import { HEADLINES } from '../cli/src/commands/new/headlines.ts';
import { appReady, DEMO, expect, signIn, test } from './fixtures.ts';

/** What each reader must see, and what another language's reader would see instead. */
const WORDS = {
  ja: {
    popup: '{site}に今すぐ登録',
    notice: '{site}へようこそ！入金は数分で反映されます。',
    promotion: '毎週の入金ボーナス',
    inbox: ['{site}へようこそ', '入金完了', '出金承認', '出金拒否'],
    // Letters a Japanese page is written in (kanji, kana; Latin for game and brand names).
    scripts: /[\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  },
  es: {
    popup: '{site}: únete hoy',
    notice: '¡Bienvenido a {site}! Los depósitos se acreditan en minutos.',
    promotion: 'Bono semanal de depósito',
    inbox: ['Bienvenido a {site}', 'Depósito acreditado', 'Retiro aprobado', 'Retiro rechazado'],
    scripts: /\p{Script=Latin}/u,
  },
} as const;
/** The same texts as a Chinese or an English reader meets them (a third language here). */
const OTHERS = {
  zh: {
    popup: '{site} — 今天就加入',
    notice: '欢迎来到 {site}！存款几分钟内到账。',
    promotion: '每周存款奖金',
    inbox: ['欢迎来到 {site}', '存款成功', '取款已批准', '取款被拒绝'],
  },
  en: {
    popup: '{site} — join today',
    notice: 'Welcome to {site}! Deposits are credited within minutes.',
    promotion: 'Weekly deposit bonus',
    inbox: ['Welcome to {site}', 'Deposit credited', 'Withdrawal approved', 'Withdrawal rejected'],
  },
};

type Lang = keyof typeof WORDS;
const fill = (text: string, site: string) => text.replace('{site}', site);

/** Letters of `text` in a script the reader's language is not written in. */
function foreignLetters(text: string, scripts: RegExp): string[] {
  // Common letters (the Japanese long-vowel mark ー) belong to every script.
  const own = (ch: string) => scripts.test(ch) || /\p{Script=Common}/u.test(ch);
  return [...new Set([...text].filter((ch) => /\p{L}/u.test(ch) && !own(ch)))];
}

/** The words drawn into an SVG image, without the brand's own name. */
const drawnWords = (svg: string, site: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
    .map((m) => m[1])
    .join(' ')
    .replaceAll(site, ' ');

/**
 * The page's visible text without what is not content: the tenant's own name and its vendor
 * labels (a brand is written as it is), and the language picker, which names every language in
 * its own script on purpose.
 */
async function contentText(page: Page, tenant: TenantManifest): Promise<string> {
  const text = await page.locator('body').innerText();
  const names = (await page.getByTestId('language-select').locator('option').allInnerTexts()).sort(
    (a, b) => b.length - a.length,
  );
  const brands = [tenant.displayName, ...Object.values(tenant.games.brandLabels ?? {})];
  return [...brands, ...names].reduce((t, cut) => t.replaceAll(cut, ' '), text);
}

async function expectOnlyOwnLanguage(page: Page, tenant: TenantManifest, lang: Lang) {
  const site = tenant.displayName;
  const text = await contentText(page, tenant);
  expect(foreignLetters(text, WORDS[lang].scripts), `letters of another script`).toEqual([]);
  for (const other of Object.values(OTHERS))
    for (const words of [other.popup, other.notice, other.promotion, ...other.inbox])
      expect(text, 'a text of another language').not.toContain(fill(words, site));
}

for (const lang of ['ja', 'es'] as const) {
  test.describe(`a player in ${lang}`, () => {
    test.use({ startupPopups: true });
    test.beforeEach(async ({ page, tenant }) => {
      test.skip(!tenant.languages.available.includes(lang), `${tenant.code} has no ${lang}`);
      await page.addInitScript((l) => localStorage.setItem('lobby.lang', l), lang);
    });
    const shot = async (page: Page, code: string, name: string) => {
      if (process.env.LOBBY_SHOTS)
        await page.screenshot({ path: `${process.env.LOBBY_SHOTS}/${code}-${lang}-${name}.png` });
    };

    test('the home: popup, marquee and banner art in that language, no other', async ({
      page,
      tenant,
    }) => {
      const site = tenant.displayName;
      const own = WORDS[lang];
      await page.goto('/');
      await appReady(page);
      // The startup popups are asked for at the browser's first idle moment after the home's
      // content: on a busy machine that comes late, and this test is about their words.
      await expect(page.getByTestId('startup-popup').first()).toContainText(fill(own.popup, site), {
        timeout: 30_000,
      });
      await expect(page.getByTestId('notice-marquee')).toContainText(fill(own.notice, site));
      // The banners' headlines are drawn into their images: the art itself is read, the SVG each
      // raster the home shows is drawn from.
      const sources = await page
        .getByTestId('banner')
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
      expect(sources).toHaveLength(3);
      const drawn = HEADLINES[lang].banners;
      for (const [i, src] of sources.entries()) {
        expect(src).toMatch(/\.webp$/);
        const art = src.replace(/\.webp$/, '.svg');
        const svg = await page.evaluate(async (url) => (await fetch(url)).text(), art);
        expect(svg, src).toContain(drawn[i]![0]);
        expect(foreignLetters(drawnWords(svg, site), own.scripts), src).toEqual([]);
      }
      await expectOnlyOwnLanguage(page, tenant, lang);
      await shot(page, tenant.code, 'home');
    });

    test('the promotions and the inbox, money messages included, in that language', async ({
      page,
      tenant,
    }) => {
      const site = tenant.displayName;
      const own = WORDS[lang];
      await page.addInitScript(() => {
        localStorage.setItem('lobby.popupHiddenDay', new Date().toISOString().slice(0, 10));
      });
      await signIn(page, DEMO.player.username, DEMO.player.password, '/promotions');
      await expect(
        page.locator('.promo-card__title').filter({ hasText: own.promotion }),
      ).toHaveCount(1);
      // Each promotion's title and button are drawn into its image: the art itself is read.
      const cards = await page
        .locator('.promo-card[data-kind]')
        .evaluateAll((els) =>
          els.map((el) => [el.getAttribute('data-kind')!, el.querySelector('img')?.src ?? '']),
        );
      expect(cards.length).toBeGreaterThan(0);
      for (const [kind, src] of cards) {
        const svg = await page.evaluate(async (url) => (await fetch(url)).text(), src!);
        expect(svg, src).toContain(HEADLINES[lang][kind as 'apply' | 'claim' | 'join'][0]);
        expect(foreignLetters(drawnWords(svg, site), own.scripts), src).toEqual([]);
      }
      await expectOnlyOwnLanguage(page, tenant, lang);
      await shot(page, tenant.code, 'promotions');

      await page.goto('/member?tab=messageV2');
      const titles = page.locator('.message__title');
      for (const title of own.inbox)
        await expect(titles.filter({ hasText: fill(title, site) }).first()).toBeVisible();
      await expectOnlyOwnLanguage(page, tenant, lang);
      await shot(page, tenant.code, 'inbox');
    });
  });
}
