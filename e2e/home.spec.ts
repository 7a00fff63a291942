// Home (spec §2): marquee, banner and hot carousels, jackpot, winner board, the manifest's
// sections for the categories the tenant has (and none for the others), RECENT/FAV tabs.
import { expect, test } from './fixtures.ts';
import { allCategories, expectedSections, GAME_MEMBERS, loginAs } from './games-helpers.ts';

// The shared CI box runs several suites at once: give page loads room.
test.describe.configure({ timeout: 60_000 });

test('home shows marquee, carousels, jackpot, winner board and exactly the tenant sections', async ({
  page,
  tenant,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('notice-marquee')).toBeVisible();
  const banners = page.getByTestId('banner-carousel');
  await expect(banners).toBeVisible();
  const bannerCount = await banners.getByTestId('banner').count();
  // Autoplay (5 s, speed 1 s) only with more than one banner.
  await expect(banners).toHaveAttribute('data-autoplay', bannerCount > 1 ? '5000' : '0');
  const hot = page.getByTestId('hot-carousel');
  await expect(hot).toHaveAttribute('data-autoplay', '1200');
  await expect(hot).toHaveAttribute('data-speed', '1100');
  const hotCount = await page.getByTestId('hot-games').getByTestId('game-tile').count();
  expect(hotCount).toBeGreaterThan(0);
  // Arrows past 7 hot games.
  await expect(hot).toHaveAttribute('data-arrows', String(hotCount > 7));
  const jackpot = Number(await page.getByTestId('jackpot').getAttribute('data-value'));
  expect(jackpot).toBeGreaterThanOrEqual(50_000_000);
  expect(jackpot).toBeLessThanOrEqual(99_000_000);
  await expect(page.getByTestId('winner').first()).toBeVisible();
  expect(await page.getByTestId('winner').count()).toBeLessThanOrEqual(20);

  const sections = expectedSections(tenant);
  expect(sections.length).toBeGreaterThan(0);
  for (const c of sections) {
    const section = page.getByTestId(`home-section-${c}`);
    await expect(section).toBeVisible();
    await expect(section.getByTestId('game-tile').first()).toBeVisible();
  }
  const order = await page
    .locator('[data-testid^="home-section-"]')
    .evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-testid')!.replace('home-section-', '')),
    );
  expect(order).toEqual(sections);
  for (const c of ['PVP', 'COCKFIGHT', 'ELOTT', 'LOTT', 'ESPORTS', 'FISH', 'LIVE', 'RNG', 'SPORTS'])
    if (!allCategories(tenant).includes(c))
      await expect(page.getByTestId(`home-section-${c}`)).toHaveCount(0);
});

test('a section shows arrows past 12 items and its More link opens the centre', async ({
  page,
  tenant,
}) => {
  await page.goto('/');
  const first = expectedSections(tenant)[0]!;
  const row = page.getByTestId(`row-${first}`);
  await expect(row.getByTestId('game-tile').first()).toBeVisible();
  const n = await row.getByTestId('game-tile').count();
  await expect(row).toHaveAttribute('data-arrows', String(n > 12));
  await page.getByTestId(`more-${first}`).click();
  await expect(page).not.toHaveURL(/\/$/);
  await expect(page.locator('[data-testid^="games-"]')).toBeVisible();
});

test('prize mode follows the ELOTT rule of spec §4', async ({ page, tenant }) => {
  await page.goto('/');
  const elott = (tenant.games.categories as Record<string, string[] | undefined>).ELOTT ?? [];
  const mode = elott.includes('TCG_LOTTO_VN') || elott.includes('LOTT') ? 'ELOTT' : 'LOTT';
  await expect(page.getByTestId('home')).toHaveAttribute('data-prize-mode', mode);
});

test('the jackpot grows by 100 to 500 within 5 seconds', async ({ page }) => {
  await page.goto('/');
  const jackpot = page.getByTestId('jackpot');
  const start = Number(await jackpot.getAttribute('data-value'));
  await expect
    .poll(async () => Number(await jackpot.getAttribute('data-value')), { timeout: 9_000 })
    .toBeGreaterThan(start);
  const grown = Number(await jackpot.getAttribute('data-value')) - start;
  expect(grown).toBeGreaterThanOrEqual(100);
  expect(grown).toBeLessThanOrEqual(500);
});

test('RECENT and FAV tabs need a login; a member sees them', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('home-tab-RECENT').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await loginAs(page, GAME_MEMBERS.favourites);
  await page.getByTestId('home-tab-FAV').click();
  await expect(page.getByTestId('home-tab-FAV')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('home-FAV').or(page.getByTestId('home-FAV-empty'))).toBeVisible();
});

test('rule 6: an RNG vendor card opens /rng with its vassalage', async ({ page, tenant }) => {
  await page.goto('/');
  const rng = (tenant.games.categories as Record<string, string[]>).RNG!;
  const card = page
    .getByTestId('row-RNG')
    .locator('[data-testid="game-tile"]:not(:has([data-testid="game-fav"]))')
    .first();
  const vendor = await card.getAttribute('data-vassalage');
  expect(rng).toContain(vendor);
  await card.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/rng\\?vassalage=${vendor}$`));
  await expect(page.getByTestId('game-tile').first()).toHaveAttribute('data-vassalage', vendor!);
});
