// Helpers of the home and games specs: catalogue look-ups through the API, and logging in the
// member a flow may change. (The expected home sections are written by hand in home.spec.ts.)
import type { Page } from '@playwright/test';
import { api, DOWNLINE_PASSWORD, expect, signIn } from './fixtures.ts';

export interface Game {
  gameCode: string;
  gameName: string;
  displayName: string;
  vassalage: string;
  nodeId: number;
  isGame: boolean;
  maintenance: boolean;
  gameType: string;
}
interface GamePage {
  list: Game[];
  total: number;
  totalPages: number;
}

/** Balance-changing flows use downline members nobody else's spec uses. */
export const GAME_MEMBERS = {
  spinner: 'member027',
  favourites: 'member028',
  emptyWallet: 'member035',
  fairness: 'member021',
} as const;
export { DOWNLINE_PASSWORD };
export const DOWNLINE_PAYMENT_PASSWORD = '123456';

export async function gameList(
  page: Page,
  query: Record<string, string | number>,
): Promise<GamePage> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await api<GamePage>(page, 'GET', `/lgw/games/list?${qs.toString()}`);
  return res.json.value;
}

/** A playable RNG game (not a vendor card, not under maintenance). */
export async function playableGame(page: Page): Promise<Game> {
  const { list } = await gameList(page, {
    gameType: 'RNG',
    filter: 'ALL',
    pageNo: 2,
    pageSize: 20,
  });
  const g = list.find((x) => x.isGame && !x.maintenance);
  if (!g) throw new Error('no playable game');
  return g;
}

/** The first game under maintenance in the tenant's RNG list. */
export async function maintenanceGame(page: Page): Promise<Game> {
  for (let p = 1; p <= 10; p++) {
    const { list } = await gameList(page, {
      gameType: 'RNG',
      filter: 'ALL',
      pageNo: p,
      pageSize: 999,
    });
    const g = list.find((x) => x.isGame && x.maintenance);
    if (g) return g;
  }
  throw new Error('no game under maintenance');
}

export async function loginAs(page: Page, username: string, password = DOWNLINE_PASSWORD) {
  await signIn(page, username, password);
}

export const balanceOf = async (page: Page) =>
  Number((await page.getByTestId('balance-amount').innerText()).replace(/[^\d.]/g, ''));

/** Searches the list and waits until the server's answer is on screen. */
export async function search(page: Page, keyword: string) {
  await page.getByTestId('game-search').fill(keyword);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(keyword)}`));
}

/**
 * Fixes the outcomes of `account`'s next demo spins (pay-table multipliers, 0 a loss) through the
 * test route: played spins are provably fair, so no test can know one in advance otherwise.
 */
export async function fixSpins(page: Page, account: string, multipliers: number[]): Promise<void> {
  const res = await api<{ queued: number }>(page, 'POST', '/__test/demo-spins', {
    account,
    multipliers,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}
