// Helpers of the rewards and money-flow specs: a fresh member of agent1's downline (its own
// balance, bets and one-time rewards, so no parallel test changes what it asserts), funded by
// agent1, then logged in through the login popup.
import type { Page } from '@playwright/test';
import { expect, login, uniqueName } from './fixtures.ts';
import {
  authed,
  DOWNLINE_PASSWORD,
  loginAgent1,
  PAYMENT_PASSWORD,
  setPaymentPassword,
} from './agent-helpers.ts';

/**
 * agent1 registers a direct member and sends it `fund`; the page ends logged in as that member
 * (header balance shown) with payment password PAYMENT_PASSWORD.
 */
export async function freshMember(page: Page, fund: number): Promise<string> {
  await loginAgent1(page);
  const account = uniqueName('rw');
  const made = await authed(page, 'POST', '/wps/agent/team/register', {
    account,
    password: DOWNLINE_PASSWORD,
    confirmPassword: DOWNLINE_PASSWORD,
    accountType: 'member',
  });
  expect(made.json.success, JSON.stringify(made.json)).toBe(true);
  if (fund > 0) {
    const sent = await authed(page, 'POST', '/wps/relay/GCS_walletTransfer', {
      direction: 'toDownline',
      targetAccount: account,
      amount: fund,
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(sent.json.success, JSON.stringify(sent.json)).toBe(true);
  }
  await page.evaluate(() => sessionStorage.removeItem('token'));
  await page.goto('/');
  await login(page, account, DOWNLINE_PASSWORD);
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/, { timeout: 15_000 });
  await setPaymentPassword(page);
  return account;
}

export { DOWNLINE_PASSWORD, PAYMENT_PASSWORD, PAYMENT_PASSWORD as PAY };
