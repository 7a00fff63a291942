// Contract flows of the agent specs: agent1 offers a contract to a fresh sub-agent through the
// offer form, the sub-agent answers in the player site's contract popup (second browser
// context), and plays the demo game through its API while the test keeps the money it lost.
import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { authed, downlineSignedIn, openAgentPage } from './agent-helpers.ts';
import { fixSpins } from './games-helpers.ts';

export type ContractMenu =
  'agentDailyWages2' | 'agentHourSalary' | 'agentRealtimeSalary' | 'agentDividendRecordCopy2';

/**
 * Chooses the offer's downline in the picker: types `account` and takes it from the list, or
 * without one, takes the first direct downline the list shows.
 */
export async function pickDownline(form: Locator, account?: string) {
  const picker = form.getByTestId('downline-picker');
  await picker.fill(account ?? '');
  const option = account
    ? form.getByRole('listbox').getByRole('option', { name: account, exact: true })
    : form.getByRole('listbox').getByRole('option').first();
  await option.click();
  if (account) await expect(picker).toHaveValue(account);
}

/** On agent1's contract page `menu`: offers `account` the contract; extra fields by name. */
export async function offer(
  page: Page,
  menu: ContractMenu,
  account: string,
  rate: string,
  extra: Record<string, string> = {},
) {
  await openAgentPage(page, menu);
  const form = page.getByTestId('offer-form');
  await pickDownline(form, account);
  await form.locator('input[name="rate"]').fill(rate);
  for (const [name, value] of Object.entries(extra)) {
    const field = form.locator(`[name="${name}"]`);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  await page.getByTestId('offer-submit').click();
  await expect(page.getByTestId('offer-done')).toBeVisible();
}

/** The contract rows of agent1's current contract page that name `account`. */
export const rowsOf = (page: Page, account: string) =>
  page.getByTestId('contract-list').locator('li[data-status]', { hasText: account });

/** The sub-agent logs in on the player site in its own context (an agent is sent on to the agent
 * centre, spec §2); returns that page. */
export async function downlineOnSite(browser: Browser, baseURL: string, account: string) {
  const other = await downlineSignedIn(browser, baseURL, account);
  await expect(other.page).toHaveURL(/\/agentHome/, { timeout: 15_000 });
  return other;
}

/** Launches the demo game (the first RNG game) for the page's member: its ticket. */
async function launchTicket(page: Page): Promise<string> {
  const list = await authed<{ list: { gameCode: string; isGame: number | boolean }[] }>(
    page,
    'GET',
    '/lgw/games/list?gameType=RNG&pageNo=1&pageSize=20',
  );
  const game = list.json.value.list.find((g) => Number(g.isGame) === 1) ?? list.json.value.list[0];
  const launch = await authed<{ url?: string }>(
    page,
    'GET',
    `/wps/game/launchGame?gameCode=${encodeURIComponent(game!.gameCode)}`,
  );
  expect(launch.json.success, JSON.stringify(launch.json)).toBe(true);
  return new URL(launch.json.value.url!, 'http://x').searchParams.get('t')!;
}

async function spinOnce(page: Page, ticket: string, stake: number) {
  const res = await authed<{ stake: number; payout: number }>(page, 'POST', '/demo-game/spin', {
    ticket,
    stake,
  });
  expect(res.json.success, JSON.stringify(res.json)).toBe(true);
  return res.json.value;
}

/** Spins the demo game `spins` times at `stake`; returns what was staked and paid back. */
export async function spin(page: Page, spins: number, stake: number) {
  const ticket = await launchTicket(page);
  let staked = 0;
  let paid = 0;
  for (let i = 0; i < spins; i++) {
    const r = await spinOnce(page, ticket, stake);
    staked += r.stake;
    paid += r.payout;
  }
  return { staked, paid };
}

/**
 * Plays `spins` losing spins at `stake` as `account`: a test that needs its team to have lost (a
 * dividend) cannot leave it to chance, as a few rounds of play ended ahead about one time in
 * twelve. Played spins cannot be predicted, so the outcomes are fixed through the test route.
 */
export async function losingSpins(page: Page, account: string, spins: number, stake: number) {
  await fixSpins(
    page,
    account,
    Array.from({ length: spins }, () => 0),
  );
  const ticket = await launchTicket(page);
  let staked = 0;
  let paid = 0;
  for (let i = 0; i < spins; i++) {
    const r = await spinOnce(page, ticket, stake);
    expect(r.payout).toBe(0);
    staked += r.stake;
    paid += r.payout;
  }
  return { staked, paid };
}
