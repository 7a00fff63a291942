// Helpers for the member-centre specs: log in and wait for the session, open a tab, read money,
// advance the server clock, make proof images.
import type { Browser, Page } from '@playwright/test';
import { expect, login, signIn } from './fixtures.ts';

/** Signs in (fixtures' signIn) and waits for the header balance. */
export async function loginMember(page: Page, username: string, password: string) {
  await signIn(page, username, password);
}

export async function openTab(page: Page, tab: string) {
  await page.goto(`/member?tab=${tab}`);
  await expect(page.getByTestId(`member-panel-${tab}`)).toBeVisible();
}

/** "฿4,129.00" or "4,129.00" -> 4129 */
const moneyOf = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

export async function headerBalance(page: Page): Promise<number> {
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/);
  return moneyOf((await page.getByTestId('balance-amount').textContent()) ?? '');
}

export { advanceClock } from './fixtures.ts';

/** Sets the payment password through the security centre (login password confirms it). */
export async function setPaymentPassword(
  page: Page,
  loginPassword: string,
  paymentPassword: string,
) {
  await openTab(page, 'securityCenter');
  const form = page.getByTestId('payment-password-form');
  await form.locator('input[name="loginPassword"]').fill(loginPassword);
  await form.locator('input[name="newPaymentPassword"]').fill(paymentPassword);
  await form.locator('input[name="confirmPaymentPassword"]').fill(paymentPassword);
  await page.getByTestId('payment-password-save').click();
  await expect(form.locator('.notice--success')).toBeVisible();
}

/** The balance of another account, read in its own browser context through the API. */
export async function balanceOf(
  browser: Browser,
  baseURL: string,
  username: string,
  password: string,
) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() =>
    localStorage.setItem('lobby.popupHiddenDay', new Date().toISOString().slice(0, 10)),
  );
  const page = await context.newPage();
  await page.goto('/');
  await login(page, username, password);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
  const read = async () =>
    page.evaluate(async () => {
      const tenant = JSON.parse(document.getElementById('lobby-tenant')!.textContent!) as {
        merchantCode: string;
      };
      const res = await fetch('/wps/v2/wallets/balance', {
        headers: { Merchant: tenant.merchantCode, Authorization: sessionStorage.getItem('token')! },
      });
      return ((await res.json()) as { value: { balance: number } }).value.balance;
    });
  return { read, close: () => context.close() };
}

/** A tiny valid PNG (1x1) as an upload payload. */
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
