// Catalogue screens with no UI test before: /hot, /new and /recent list what the server
// lists, a long game name is cut at 12 characters (spec §9), /vnLottery and /seaLottery show
// their own areas, and the home banner really slides. Expectations come from the server's API
// and the spec's numbers, never from the runtime's own code.
import type { Page } from '@playwright/test';
import { api, expect, test } from './fixtures.ts';
import { gameList, type Game } from './games-helpers.ts';
import { loginAs, message } from './lottery-helpers.ts';
import { coveredElsewhere, READS_NO_TENANT_SETTING } from './profile.ts';

/** Spec §9: game names longer than 12 characters are cut, by character, with an ellipsis. */
const NAME_MAX = 12;

/** The game codes of the tiles on screen, in order. */
const shownCodes = (page: Page) =>
  page
    .getByTestId('game-tile')
    .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-game-code')));

async function expectListed(page: Page, route: string, filter: string, asMember = false) {
  const expected = async () =>
    (
      await api<{ list: Game[]; total: number }>(
        page,
        'GET',
        `/lgw/games/list?filter=${filter}&pageNo=1&pageSize=20`,
        undefined,
        { asMember },
      )
    ).json.value;
  await page.goto(route);
  const first = await expected();
  expect(first.list.length, `the server lists ${filter} games`).toBeGreaterThan(0);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  // The first tiles are the server's first games, in its order.
  await expect
    .poll(async () => (await shownCodes(page)).slice(0, 8))
    .toEqual(first.list.slice(0, 8).map((g) => g.gameCode));
  await expect(page.getByTestId('game-count')).toContainText(String(first.total));
}

test(
  "/hot and /new list the server's hot and new games; a member's /recent lists theirs",
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    await expectListed(page, '/hot', 'HOT');
    await expectListed(page, '/new', 'NEW');
    await loginAs(page, 'player1', 'Player123!');
    await expectListed(page, '/recent', 'RECENT', true);
  },
);

test(
  'a game name longer than 12 characters is cut with an ellipsis; the tile keeps the full name',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    await page.goto('/');
    const { list } = await gameList(page, {
      gameType: 'RNG',
      filter: 'ALL',
      pageNo: 1,
      pageSize: 999,
    });
    const nameOf = (g: Game) => g.displayName || g.gameName;
    const long = list.find((g) => g.isGame && Array.from(nameOf(g)).length > NAME_MAX);
    const short = list.find((g) => g.isGame && Array.from(nameOf(g)).length <= NAME_MAX);
    expect(long, 'the catalogue has a name over 12 characters').toBeTruthy();
    expect(short, 'the catalogue has a name of 12 characters or less').toBeTruthy();
    await page.goto(`/rng?q=${encodeURIComponent(long!.gameCode)}`);
    const tile = page.locator(`[data-testid="game-tile"][data-game-code="${long!.gameCode}"]`);
    await expect(tile.getByTestId('game-name')).toHaveText(
      `${Array.from(nameOf(long!)).slice(0, NAME_MAX).join('')}…`,
    );
    await expect(tile).toHaveAttribute('title', nameOf(long!));
    await page.goto(`/rng?q=${encodeURIComponent(short!.gameCode)}`);
    const whole = page.locator(`[data-testid="game-tile"][data-game-code="${short!.gameCode}"]`);
    await expect(whole.getByTestId('game-name')).toHaveText(nameOf(short!));
  },
);

interface Area {
  area: string;
  games: { gameCode: string }[];
}

for (const [route, area, titleKey] of [
  ['/vnLottery', 'VN', 'nav.vnLottery'],
  ['/seaLottery', 'SEA', 'nav.seaLottery'],
] as const) {
  test(`${route} shows the ${area} lottery games and no others`, async ({ page, tenant }) => {
    // Which areas a route shows reads no flag: one tenant covers it.
    const why = coveredElsewhere(test.info(), () => 'lottery-routes');
    test.skip(!!why, why ?? '');
    test.slow(); // a sign-in, then the screen
    await loginAs(page, 'player1', 'Player123!');
    const menus = await api<{ areas: Area[] }>(page, 'GET', '/lgw/vn/games/game_menu');
    const mine = menus.json.value.areas.filter((a) => a.area === area).flatMap((a) => a.games);
    const others = menus.json.value.areas.filter((a) => a.area !== area).flatMap((a) => a.games);
    await page.goto(route);
    const screen = page.getByTestId('lottery-page');
    await expect(screen.locator('h1')).toHaveText(message(tenant.languages.default, titleKey));
    if (mine.length === 0) {
      // This tenant sells none: the screen says so instead of showing other areas' games.
      await expect(screen.getByTestId('lottery-empty')).toBeVisible();
    } else {
      await expect(screen.locator('[data-testid^="lottery-game-"]')).toHaveCount(mine.length);
      for (const g of mine)
        await expect(screen.getByTestId(`lottery-game-${g.gameCode}`)).toBeVisible();
    }
    for (const g of others)
      await expect(screen.getByTestId(`lottery-game-${g.gameCode}`)).toHaveCount(0);
  });
}

test('the home banner slides by itself: another banner comes into view', async ({ page }) => {
  // The carousel reads no flag: one tenant covers it.
  const why = coveredElsewhere(test.info(), () => 'banner-autoplay');
  test.skip(!!why, why ?? '');
  // One banner per view on a phone, so any second banner must slide in.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel.getByTestId('banner').first()).toBeVisible();
  const banners = await api<{ list: unknown[] }>(page, 'GET', '/wps/banners?groupName=w_home');
  expect(banners.json.value.list.length, 'the tenant has several home banners').toBeGreaterThan(1);
  /** The alt text of the banner image under the carousel's centre: what the player sees. */
  const inView = () =>
    carousel.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit?.closest('[data-testid="banner"]')?.querySelector('img')?.alt ?? null;
    });
  const first = await inView();
  expect(first).toBeTruthy();
  // Autoplay every 5 s (spec §9): within two periods another banner is in view.
  await expect.poll(inView, { timeout: 15_000 }).not.toBe(first);
  await expect.poll(inView).toBeTruthy();
});
