// The notice bar (spec §2): it opens the paged announcement list (10 per page, page numbers two
// either side of the current one, spec §9), a title opens the announcement; right to left the
// first notice is on screen at once (it used to start a whole track width off-screen). Notices,
// announcements and promotions read in the player's language, not the tenant's default or English.
import type { Page } from '@playwright/test';
import { contentOps } from '#schemas/api/content.ts';
import { appReady, expect, isCallOf, test } from './fixtures.ts';
import { READS_NO_TENANT_SETTING } from './profile.ts';

test(
  'the notice bar opens the announcement list: 10 a page, numbered pages, one to read',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('notice-marquee-open').click();
    const modal = page.getByTestId('announcements-modal');
    const items = modal.getByTestId('announcement-item');
    await expect(items).toHaveCount(10);
    const pages = modal.getByTestId('announcement-pager-page');
    await expect(pages.first()).toHaveAttribute('aria-current', 'page');
    expect(await pages.count()).toBeGreaterThan(1);
    const firstOfPage1 = await items.first().textContent();
    const answer = page.waitForResponse((r) => isCallOf(contentOps.announcements, r.request()));
    await pages.nth(1).click();
    await answer;
    await expect(pages.nth(1)).toHaveAttribute('aria-current', 'page');
    await expect(items.first()).not.toHaveText(firstOfPage1!);
    const title = (await items.first().locator('.announcement__title').textContent())!;
    await items.first().click();
    const detail = modal.getByTestId('announcement-detail');
    await expect(detail.getByRole('heading')).toHaveText(title);
    await expect(detail.locator('.prose')).not.toBeEmpty();
    await detail.getByTestId('announcement-back').click();
    await expect(pages.nth(1)).toHaveAttribute('aria-current', 'page');
  },
);

test('right to left, the first notice is on screen as the bar starts moving', async ({
  page,
  tenant,
}) => {
  const rtl = tenant.languages.available.find((l) => ['ar', 'fa', 'ur'].includes(l));
  test.skip(!rtl, 'no right-to-left language on this tenant');
  await page.goto('/');
  await appReady(page);
  await page.getByTestId('language-select').selectOption(rtl!);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const track = page.locator('.marquee__track');
  await expect(track).toBeVisible();
  // One second into the loop (the clock of the animation, not a wait): the first notice overlaps
  // the bar. Reversing the left-to-right animation kept it off-screen for about 16 s.
  const overlap = await track.evaluate((el) => {
    const animation = el.getAnimations()[0]!;
    animation.pause();
    animation.currentTime = 1000;
    const item = el.querySelector('.marquee__item')!.getBoundingClientRect();
    const bar = el.parentElement!.getBoundingClientRect();
    return Math.min(item.right, bar.right) - Math.max(item.left, bar.left);
  });
  expect(overlap).toBeGreaterThan(0);
});

test('the app download QR codes are 120 px (spec §9)', async ({ page, tenant }) => {
  test.skip(!tenant.apps?.ios && !tenant.apps?.android, 'no app to download');
  await page.goto('/');
  await page.getByTestId('menu-app-download').click();
  const images = page.locator('.side__qr img');
  await expect(images.first()).toBeVisible();
  for (const box of await images.evaluateAll((els) =>
    els.map((e) => e.getBoundingClientRect().toJSON() as { width: number; height: number }),
  ))
    expect(box).toMatchObject({ width: 120, height: 120 });
});

/** Seeded content as a reader of each language meets it ({site} is the tenant's name). */
const SEEDED = {
  ja: {
    notice: '{site}へようこそ！入金は数分で反映されます。',
    newest: '{site}：システムアップグレード',
    open: '登録済みの会員ならどなたでも参加できます。',
    promotion: '毎週の入金ボーナス',
  },
  es: {
    notice: '¡Bienvenido a {site}! Los depósitos se acreditan en minutos.',
    newest: '{site}: Actualización del sistema',
    open: 'Para todos los miembros registrados.',
    promotion: 'Bono semanal de depósito',
  },
  ar: {
    notice: 'أهلًا بك في {site}! تُضاف الإيداعات خلال دقائق.',
    newest: '{site}: ترقية النظام',
    open: 'متاح لجميع الأعضاء المسجلين.',
    promotion: 'مكافأة الإيداع الأسبوعية',
  },
  zh: {
    notice: '欢迎来到 {site}！存款几分钟内到账。',
    newest: '{site}：系统升级',
    open: '所有注册会员均可参加。',
    promotion: '每周存款奖金',
  },
  en: {
    notice: 'Welcome to {site}! Deposits are credited within minutes.',
    newest: '{site}: System upgrade',
    open: 'Open to every registered member.',
    promotion: 'Weekly deposit bonus',
  },
};
const seededIn = (lang: keyof typeof SEEDED, site: string) =>
  Object.fromEntries(
    Object.entries(SEEDED[lang]).map(([k, v]) => [k, v.replace('{site}', site)]),
  ) as (typeof SEEDED)['en'];

// A Japanese, Spanish or Arabic player reads the site's own content in their language: the
// notices, the announcements (titles and body) and the promotions. None of it is the tenant's
// default language or English, which is what the seed answered before it was written for every
// language the site offers.
for (const lang of ['ja', 'es', 'ar'] as const) {
  test.describe(`a player in ${lang}`, () => {
    test.beforeEach(async ({ page, tenant }) => {
      test.skip(!tenant.languages.available.includes(lang), `${tenant.code} has no ${lang}`);
      await page.addInitScript((l) => localStorage.setItem('lobby.lang', l), lang);
    });
    const shot = async (page: Page, code: string, name: string) => {
      if (process.env.LOBBY_SHOTS)
        await page.screenshot({ path: `${process.env.LOBBY_SHOTS}/${code}-${lang}-${name}.png` });
    };

    test('reads the notices and announcements in that language', async ({ page, tenant }) => {
      const own = seededIn(lang, tenant.displayName);
      const foreign = (['zh', 'en'] as const).map((l) => seededIn(l, tenant.displayName));
      await page.goto('/');
      await appReady(page);
      const marquee = page.getByTestId('notice-marquee');
      await expect(marquee).toContainText(own.notice);
      for (const other of foreign) await expect(marquee).not.toContainText(other.notice);

      await page.getByTestId('notice-marquee-open').click();
      const modal = page.getByTestId('announcements-modal');
      const titles = modal.locator('.announcement__title');
      await expect(titles).toHaveCount(10);
      await expect(titles.first()).toHaveText(own.newest);
      await modal.getByTestId('announcement-item').first().click();
      const body = modal.getByTestId('announcement-detail').locator('.prose');
      await expect(body).toContainText(own.open);
      for (const other of foreign) await expect(body).not.toContainText(other.open);
      await shot(page, tenant.code, 'announcement');
    });

    test('reads the promotions in that language', async ({ page, tenant }) => {
      const own = seededIn(lang, tenant.displayName);
      await page.goto('/promotions');
      const cards = page.locator('.promo-card__title');
      await expect(cards.filter({ hasText: own.promotion })).toHaveCount(1);
      for (const other of ['zh', 'en'] as const)
        await expect(cards.filter({ hasText: SEEDED[other].promotion })).toHaveCount(0);
      await shot(page, tenant.code, 'promotions');
    });
  });
}
