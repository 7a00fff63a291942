// Lottery settlement by the tenant's clock (a serial project: moving the clock would settle the
// bets and end the sessions of the tenant's parallel tests): a bet on two numbers is pending,
// settles once the clock passes its draw (won or lost), and the header balance follows the ledger.
import { advanceClock, api, expect, serverNow, test } from './fixtures.ts';
import { headerBalance, loginAs, MEMBER_PASSWORD } from './lottery-helpers.ts';

interface Area {
  area: string;
  games: { gameCode: string; drawMinutes: number }[];
}

test('bet on two numbers, see it pending, settle it by the server clock', async ({ page }) => {
  // A downline member nobody else's spec uses: its balance moves only with this test.
  await loginAs(page, 'member025', MEMBER_PASSWORD);
  const menus = await api<{ areas: Area[] }>(page, 'GET', '/lgw/vn/games/game_menu');
  const games = menus.json.value.areas
    .filter((a) => a.area === 'LOTT' || a.area === 'ELOTT')
    .flatMap((a) => a.games)
    .sort((a, b) => a.drawMinutes - b.drawMinutes);
  if (games.length === 0) {
    // This tenant has no LOTT/ELOTT vendor: the screen says so, no lobby or bet form.
    await page.goto('/lottery');
    await expect(page.getByTestId('lottery-empty')).toBeVisible();
    await expect(page.getByTestId('bet-form')).toHaveCount(0);
    return;
  }
  const game = games[0]!;
  const before = await headerBalance(page);
  await page.goto(`/lottery?gameCode=${game.gameCode}`);
  await expect(page.getByTestId('lottery-game')).toBeVisible();
  await expect(page.getByTestId('draw-countdown')).toHaveText(/^\d{2}:\d{2}$/);
  // The next draw stays open for a whole period: no race with the current one closing.
  await page.getByRole('radio').nth(1).click();
  await page.getByTestId('pick-07').click();
  await page.getByTestId('pick-42').click();
  await page.getByTestId('stake').fill('10');
  await expect(page.getByTestId('bet-total')).toContainText('20.00');
  await page.getByTestId('bet-submit').click();
  await expect(page.getByTestId('bet-placed')).toBeVisible();

  const row = page.locator('[data-testid^="lottery-bet-"]').first();
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 20, 2);

  // Move the server clock just past the draw's close; the settle job runs.
  const drawId = Number(await row.locator('td').first().textContent());
  const period = game.drawMinutes * 60_000;
  const now = await serverNow(page);
  await advanceClock(page, Math.max(0, (drawId + 1) * period - now) + 1000);

  await page.reload();
  await expect(row).toHaveAttribute('data-status', /^(won|lost)$/);
  const result = (await row.locator('td').nth(3).textContent())!.trim();
  expect(result).toMatch(/^\d{5}$/);
  const payout = ['07', '42'].filter((n) => result.endsWith(n)).length * 10 * 90;
  await expect(row).toHaveAttribute('data-status', payout > 0 ? 'won' : 'lost');
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 20 + payout, 2);
});
