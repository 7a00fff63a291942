// Daily salary settled by the tenant's clock (a serial project: the 26 h jump ends every session
// of the tenant, so it never runs beside the tenant's parallel tests).
import { agentZoneOffset, expect, roomInWindow, signInAgent, test } from './fixtures.ts';
import {
  advanceClock,
  authed,
  DOWNLINE_PASSWORD,
  downlineSignedIn,
  openAgentPage,
  PAYMENT_PASSWORD,
  playDemo,
  registerDownline,
} from './agent-helpers.ts';
import { pickDownline } from './contract-helpers.ts';

test.describe.configure({ timeout: 90_000 });

test('daily salary: offer, accept in the popup, play, next day the salary is in the income', async ({
  page,
  browser,
  baseURL,
  tenant,
}) => {
  // Agent: a fresh sub-agent downline, then a daily-salary offer to it.
  await signInAgent(page);
  const account = await registerDownline(page, 'agent');
  await openAgentPage(page, 'agentDailyWages2');
  const form = page.getByTestId('offer-form');
  await pickDownline(form, account);
  await form.locator('input[name="rate"]').fill('1');
  await page.getByTestId('offer-submit').click();
  await expect(page.getByTestId('offer-done')).toBeVisible();
  const offered = page.getByTestId('contract-list').locator('li', { hasText: account });
  await expect(offered.getByTestId('contract-status')).toHaveAttribute('class', /is-pending/);

  // Money to play with.
  const sent = await authed(page, 'POST', '/wps/relay/GCS_walletTransfer', {
    direction: 'toDownline',
    targetAccount: account,
    amount: 500,
    paymentPassword: PAYMENT_PASSWORD,
  });
  expect(sent.json.success).toBe(true);

  // Downline, second browser context: the popup offers Accept / Reject.
  const other = await downlineSignedIn(browser, baseURL!, account);
  const popup = other.page.getByTestId('contract-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('contract-reject')).toBeVisible();
  await popup.getByTestId('contract-accept').click();
  await expect(popup).toHaveCount(0);

  // The agent sees it active.
  await page.reload();
  await expect(
    page
      .getByTestId('contract-list')
      .locator('li', { hasText: account })
      .first()
      .getByTestId('contract-status'),
  ).toHaveAttribute('class', /is-active/);

  // The downline plays the demo game: 20 spins of 10 = 200 valid bet -> 1% = 2.00 tomorrow.
  await roomInWindow(other.page, 24 * 3_600_000, 30 * 60_000, agentZoneOffset(tenant));
  const staked = await playDemo(other.page, 20, 10);
  expect(staked).toBe(200);
  await advanceClock(other.page, 26 * 3_600_000);

  // Sessions expire on the server clock: both log in again. The downline is a sub-agent and
  // sees the salary in its income.
  await signInAgent(other.page, account, DOWNLINE_PASSWORD);
  await openAgentPage(other.page, 'agentRevenueReport');
  const income = other.page.getByTestId('report-my-income');
  await expect(income.getByTestId('report-row').first()).toContainText('2.00');
  await expect(income.getByTestId('report-total')).toContainText('2.00');
  await other.context.close();

  // The agent sees it in its team's account details.
  await signInAgent(page);
  await openAgentPage(page, 'agentDownlineTransactionDetailsCopy');
  const details = page.getByTestId('report-account-details');
  await details.locator('input[name="account"]').fill(account);
  await details.locator('input[name="account"]').press('Enter');
  // The salary row: agent1 (under agent0 in the demo seed) pays it, 2.00, its type translated.
  await expect(details.getByTestId('report-row').filter({ hasText: '2.00' }).first()).toBeVisible();
});
