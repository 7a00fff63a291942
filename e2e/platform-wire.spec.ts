// A tenant on the platform's wire format, as its backend sees it: the site's own flows (log in,
// the home, a game list, the balance, a launch) go out as the platform's calls (relay paths,
// upper-case Language, the login in the encryption envelope) and none as Lobby's own paths.
import type { Request } from '@playwright/test';
import { appReady, DEMO, expect, loginShared, test } from './fixtures.ts';
import { playableGame } from './games-helpers.ts';

test.describe.configure({ timeout: 90_000 });

/** The site's API calls (not the game icons the API serves as images). */
const isApi = (r: Request) =>
  r.resourceType() === 'fetch' && /\/(wps|lgw|lotto)\//.test(new URL(r.url()).pathname);

test("logging in, the home, a game list and a launch speak the platform's wire", async ({
  page,
  tenant,
}) => {
  await page.goto('/');
  // Asked in Lobby's spelling, as the other flows do, before the site's own calls are recorded.
  const game = await playableGame(page);
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (isApi(r)) calls.push(r);
  });
  await page.reload();
  await appReady(page);
  // The demo player is shared: another worker may be signing it in at this moment.
  await loginShared(page, DEMO.player.username, DEMO.player.password);
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/);

  const signIn = calls.find((r) => new URL(r.url()).pathname === '/wps/session/login');
  expect(signIn, 'the login call').toBeTruthy();
  expect(Object.keys(signIn!.postDataJSON() as object)).toEqual(['value']);
  expect(await signIn!.headerValue('encryption')).toMatch(/^[A-Za-z0-9+/=]{300,}$/);

  await page.goto(`/rng?q=${encodeURIComponent(game.gameCode)}`);
  const tile = page.locator(`[data-testid="game-tile"][data-game-code="${game.gameCode}"]`);
  await expect(tile).toBeVisible();
  const [launched] = await Promise.all([
    page.waitForEvent('popup'),
    tile.getByRole('button').first().click(),
  ]);
  await expect(launched).toHaveURL(/\/demo-game\/play\?t=/, { timeout: 15_000 });

  const paths = calls.map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
  expect(paths).toContain('GET /wps/relay/GCSGAME_gameList');
  expect(paths).toContain('GET /wps/v2/wallets/balance');
  expect(paths).toContain('GET /wps/game/launchGame');
  // Lobby's own spellings of the same calls never go out.
  expect(paths).not.toContain('GET /lgw/games/list');
  expect(paths).not.toContain('POST /wps/session/login/verify');
  for (const r of calls) {
    expect(await r.headerValue('language'), r.url()).toMatch(/^[A-Z]{2}(_[A-Z]{2})?$/);
    expect(await r.headerValue('merchant'), r.url()).toBe(tenant.merchantCode);
  }
});
