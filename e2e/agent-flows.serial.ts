// Salaries and dividends paid by the tenant's clock, seen in the agent centre (spec §6): a fresh
// sub-agent accepts agent1's offer in the contract popup, plays the demo game, the clock moves
// past the window and the sub-agent finds the money in its income (and, for a dividend, the
// dividend record with its base and rate). Serial project: the clock moves. Settlement reads no
// tenant flag, so each runs once (coveredElsewhere).
import type { Browser, Page } from '@playwright/test';
import { agentZoneOffset, expect, roomInWindow, serverNow, signInAgent, test } from './fixtures.ts';
import { spreadElsewhere } from './profile.ts';
import {
  advanceClock,
  authed,
  DOWNLINE_PASSWORD,
  openAgentPage,
  PAYMENT_PASSWORD,
  registerDownline,
} from './agent-helpers.ts';
import { downlineOnSite, losingSpins, offer, spin, type ContractMenu } from './contract-helpers.ts';
import { message } from './lottery-helpers.ts';

test.describe.configure({ timeout: 180_000 });

const money = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A cell showing exactly this amount (with or without a currency symbol before it). */
const amount = (n: number) => new RegExp(`^[^\\d]*${money(n).replace(/[.,]/g, '\\$&')}$`);
/** Income report columns: time, type, counterparty, amount, balance after. */
const INCOME_AMOUNT = 3;
/** Dividend record columns: period, role, counterparty, base, rate, amount, paid, status. */
const RECORD = { base: 4, own: 5, rate: 7, amount: 8, paid: 9 } as const;

/** agent1 offers a fresh sub-agent a contract and funds it; the sub-agent accepts in the popup. */
async function acceptedContract(
  page: Page,
  browser: Browser,
  baseURL: string,
  menu: ContractMenu,
  rate: string,
  extra: Record<string, string> = {},
) {
  await signInAgent(page);
  const account = await registerDownline(page, 'agent');
  await offer(page, menu, account, rate, extra);
  const sent = await authed(page, 'POST', '/wps/relay/GCS_walletTransfer', {
    direction: 'toDownline',
    targetAccount: account,
    amount: 1_000,
    paymentPassword: PAYMENT_PASSWORD,
  });
  expect(sent.json.success).toBe(true);
  const other = await downlineOnSite(browser, baseURL, account);
  const popup = other.page.getByTestId('contract-popup');
  await expect(popup).toBeVisible();
  await popup.getByTestId('contract-accept').click();
  await expect(popup).toHaveCount(0);
  return { account, other };
}

/** The sub-agent's income report (agent centre), logged in again (the clock may end sessions). */
async function incomeOf(other: Page, account: string) {
  await signInAgent(other, account, DOWNLINE_PASSWORD);
  await openAgentPage(other, 'agentRevenueReport');
  return other.getByTestId('report-my-income');
}

// eslint-disable-next-line no-empty-pattern -- Playwright hooks take their fixtures by destructuring
test.beforeEach(({}, info) => {
  const why = spreadElsewhere(info, info.title);
  test.skip(!!why, why ?? '');
});

test('real-time salary: bets of at least the single-bet amount earn the rate 5 minutes later', async ({
  page,
  browser,
  baseURL,
  tenant,
}) => {
  const lang = tenant.languages.default;
  const { account, other } = await acceptedContract(
    page,
    browser,
    baseURL!,
    'agentRealtimeSalary',
    '1',
    { lossRate: '1', singleBetAmount: '10' },
  );
  // 10 bets of 10 count (100 valid bet -> 1% = 1.00); 10 bets of 5 are under the single-bet amount.
  await roomInWindow(other.page, 5 * 60_000, 2 * 60_000);
  expect((await spin(other.page, 10, 10)).staked).toBe(100);
  expect((await spin(other.page, 10, 5)).staked).toBe(50);

  await advanceClock(other.page, 6 * 60_000);
  const income = await incomeOf(other.page, account);
  const rows = income.getByTestId('report-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(message(lang, 'agent.incomeType.salary'));
  await expect(rows.first().locator('td').nth(INCOME_AMOUNT)).toHaveText(amount(1));
  await expect(income.getByTestId('report-total')).toContainText(money(1));
  await other.context.close();
});

test('hourly salary: the hour of bets is paid once the hour has passed', async ({
  page,
  browser,
  baseURL,
  tenant,
}) => {
  const lang = tenant.languages.default;
  const { account, other } = await acceptedContract(
    page,
    browser,
    baseURL!,
    'agentHourSalary',
    '1',
  );
  // 20 bets of 10 = 200 valid bet -> 1% = 2.00.
  await roomInWindow(other.page, 3_600_000, 10 * 60_000);
  expect((await spin(other.page, 20, 10)).staked).toBe(200);

  await advanceClock(other.page, 61 * 60_000);
  const income = await incomeOf(other.page, account);
  const rows = income.getByTestId('report-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(message(lang, 'agent.incomeType.salary'));
  await expect(rows.first().locator('td').nth(INCOME_AMOUNT)).toHaveText(amount(2));
  await expect(income.getByTestId('report-total')).toContainText(money(2));
  await other.context.close();
});

test("dividend: the next day the holder gets the ratio of its team's net loss, with the record", async ({
  page,
  browser,
  baseURL,
  tenant,
}) => {
  const lang = tenant.languages.default;
  const { account, other } = await acceptedContract(
    page,
    browser,
    baseURL!,
    'agentDividendRecordCopy2',
    '10',
    { period: 'Daily' },
  );
  // A dividend shares a net loss: the team plays ten spins that lose.
  const day = 24 * 3_600_000;
  const off = agentZoneOffset(tenant);
  await roomInWindow(other.page, day, 30 * 60_000, off);
  const { staked, paid } = await losingSpins(other.page, account, 10, 10);
  const netLoss = Math.round((staked - paid) * 100);
  expect(netLoss).toBeGreaterThan(0);
  const dividend = Math.floor(netLoss / 10) / 100;

  // Just past the end of today in the agent time zone (a daily dividend's period): the
  // record then belongs to "Yesterday" and the payment to today.
  const now = await serverNow(other.page);
  const nextDay = Math.floor((now + off) / day) * day + day - off;
  await advanceClock(other.page, nextDay - now + 60_000);
  const income = await incomeOf(other.page, account);
  const rows = income.getByTestId('report-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(message(lang, 'agent.incomeType.dividend'));
  await expect(rows.first().locator('td').nth(INCOME_AMOUNT)).toHaveText(amount(dividend));

  // The dividend record: base = net loss, all of it the holder's own spins (shown as its own
  // part), rate 10 %, amount, paid in full.
  await openAgentPage(other.page, 'agentDividendRecordCopy2');
  const records = other.page.getByTestId('report-payouts-dividend');
  await expect(records.getByTestId('report-empty')).toBeVisible();
  await records.getByRole('button', { name: message(lang, 'agent.range.yesterday') }).click();
  const record = records.getByTestId('report-row');
  await expect(record).toHaveCount(1);
  const cell = (n: number) => record.locator('td').nth(n);
  await expect(cell(RECORD.base)).toHaveText(amount(netLoss / 100));
  await expect(cell(RECORD.own)).toHaveText(amount(netLoss / 100));
  await expect(cell(RECORD.rate)).toHaveText('10%');
  await expect(cell(RECORD.amount)).toHaveText(amount(dividend));
  await expect(cell(RECORD.paid)).toHaveText(amount(dividend));
  await other.context.close();
});
