// Lottery screens (spec §2): login required; a bet on two numbers is pending, settles once the
// server clock passes its draw (won or lost), and the header balance follows the ledger.
import { lotteryOps } from '#schemas/api/lottery.ts';
import { api, expect, isCallOf, test } from './fixtures.ts';
import { loginAs } from './lottery-helpers.ts';
import { READS_NO_TENANT_SETTING } from './profile.ts';

interface Area {
  area: string;
  games: { gameCode: string; drawMinutes: number }[];
}

test(
  'a visitor opening a lottery screen is sent to login',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    await page.goto('/lottery?gameCode=LOTT_0001');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-modal')).toBeVisible();
  },
);

test('typed picks of the wrong length and a bad stake are refused before any call', async ({
  page,
}) => {
  await loginAs(page, 'player2', 'Player123!');
  const menus = await api<{ areas: Area[] }>(page, 'GET', '/lgw/vn/games/game_menu');
  const game = menus.json.value.areas.filter((a) => a.area === 'LOTT').flatMap((a) => a.games)[0];
  test.skip(!game, 'no LOTT game on this tenant (covered by the empty-state check)');
  let bets = 0;
  page.on('request', (r) => {
    if (isCallOf(lotteryOps.placeLotteryBet, r)) bets++;
  });
  await page.goto(`/lottery?gameCode=${game!.gameCode}`);
  await page.getByTestId('typed-picks').fill('123 4');
  await page.getByTestId('typed-picks').press('Enter');
  const error = page.getByTestId('bet-error');
  await expect(error).toBeVisible();
  const pickError = (await error.textContent())!;
  await page.getByTestId('pick-11').click();
  await page.getByTestId('stake').fill('1.234');
  await page.getByTestId('bet-submit').click();
  // The stake's own error, not the pick error still on screen.
  await expect(error).toBeVisible();
  await expect(error).not.toHaveText(pickError);
  expect(bets).toBe(0);
});

test(
  'the side-menu-less game page shows the same game without the side menu',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    await loginAs(page, 'player2', 'Player123!');
    const menus = await api<{ areas: Area[] }>(page, 'GET', '/lgw/vn/games/game_menu');
    const game = menus.json.value.areas
      .filter((a) => a.area === 'LOTT' || a.area === 'ELOTT')
      .flatMap((a) => a.games)[0];
    const title = page.locator('[data-testid="lottery-page"] .page__title');
    if (!game) {
      // No lottery vendor: both pages say so.
      await page.goto('/lottert');
      await expect(page.getByTestId('lottery-empty')).toBeVisible();
      await expect(page.getByTestId('side-menu')).toHaveCount(0);
      return;
    }
    await page.goto(`/lottery?gameCode=${game.gameCode}`);
    await expect(page.getByTestId('lottery-game')).toBeVisible();
    await expect(page.getByTestId('side-menu')).toHaveCount(1);
    const name = (await title.textContent())!;
    await page.goto(`/lottert?gameCode=${game.gameCode}`);
    await expect(page.getByTestId('lottery-game')).toBeVisible();
    await expect(title).toHaveText(name);
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
  },
);

test('a lottery vendor lobby code opens the lobby without a "game not found"', async ({ page }) => {
  await loginAs(page, 'player2', 'Player123!');
  const menus = await api<{ areas: Area[] }>(page, 'GET', '/lgw/vn/games/game_menu');
  const areas = new Set(
    menus.json.value.areas.filter((a) => a.games.length > 0).map((a) => a.area),
  );
  const lobbies: [string, string, string][] = [
    ['LOTT', '/lottery', 'LOTT_LOBBY'],
    ['ELOTT', '/lottery', 'ELOTT_LOBBY'],
    ['VN', '/vnLottery', 'TCG_LOTTO_VN_LOBBY'],
    ['SEA', '/seaLottery', 'TCG_SEA_LOBBY'],
  ];
  const shown = lobbies.filter(([area]) => areas.has(area));
  test.skip(shown.length === 0, 'no lottery area on this tenant');
  for (const [, route, code] of shown) {
    await page.goto(`${route}?gameCode=${code}`);
    await expect(page.getByTestId('lottery-lobby')).toBeVisible();
    await expect(page.getByTestId('lottery-game-missing')).toHaveCount(0);
  }
  // A code that is neither a game nor a lobby still says so, above the lobby.
  const [, route] = shown[0]!;
  await page.goto(`${route}?gameCode=NO_SUCH_GAME_0001`);
  await expect(page.getByTestId('lottery-lobby')).toBeVisible();
  await expect(page.getByTestId('lottery-game-missing')).toBeVisible();
});
