// The notice bar (spec §2): it opens the paged announcement list (10 per page, page numbers two
// either side of the current one, spec §9), a title opens the announcement; right to left the
// first notice is on screen at once (it used to start a whole track width off-screen).
import { appReady, expect, test } from './fixtures.ts';

test('the notice bar opens the announcement list: 10 a page, numbered pages, one to read', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('notice-marquee-open').click();
  const modal = page.getByTestId('announcements-modal');
  const items = modal.getByTestId('announcement-item');
  await expect(items).toHaveCount(10);
  const pages = modal.getByTestId('announcement-pager-page');
  await expect(pages.first()).toHaveAttribute('aria-current', 'page');
  expect(await pages.count()).toBeGreaterThan(1);
  const firstOfPage1 = await items.first().textContent();
  const answer = page.waitForResponse((r) => r.url().includes('/wps/announcements'));
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
});

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
