// Agent-centre e2e helpers: agent login on /agent, authenticated API calls made from the page
// with its session token, a fresh downline per test, and the demo game played through its API.
import type { Browser, Page } from '@playwright/test';
import {
  answerCaptcha,
  captchaOf,
  DEMO,
  DOWNLINE_PASSWORD,
  expect,
  signInAgent,
  uniqueName,
} from './fixtures.ts';

export { DOWNLINE_PASSWORD };
export const PAYMENT_PASSWORD = '123456';

/**
 * Calls the API from the page with the page's session token (Authorization header), or with
 * `as`, another session's token.
 */
export async function authed<T = unknown>(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
  as?: string,
) {
  return page.evaluate(
    async ({ method, url, body, as }) => {
      const tenant = JSON.parse(document.getElementById('lobby-tenant')!.textContent!) as {
        merchantCode: string;
      };
      const token = as ?? sessionStorage.getItem('token') ?? '';
      const res = await fetch(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Merchant: tenant.merchantCode,
          Authorization: token,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: res.status,
        json: (await res.json()) as { success: boolean; value: T; errorCode?: string },
      };
    },
    { method, url, body, as },
  );
}

export async function agentLogin(page: Page, username: string, password: string) {
  await page.goto('/agent');
  // A logged-in agent is sent on to /agentHome: start from a clean session.
  await page.evaluate(() => sessionStorage.removeItem('token'));
  await page.goto('/agent');
  const landing = page.getByTestId('agent-landing');
  await landing.locator('input[name="username"]').fill(username);
  await landing.locator('input[name="password"]').fill(password);
  await page.getByTestId('agent-login-submit').click();
}

export async function loginAgent1(page: Page) {
  await agentLogin(page, DEMO.agent.username, DEMO.agent.password);
  // The other worker may be signing the same demo agent in: a parallel check asks this one for a
  // captcha, which the agent answers as anyone would.
  const captcha = captchaOf(page.getByTestId('agent-landing'));
  await expect(page.getByTestId('agent-home').or(captcha)).toBeVisible();
  if (await captcha.isVisible()) {
    await answerCaptcha(page, page.getByTestId('agent-landing'));
    await page.getByTestId('agent-login-submit').click();
  }
  await expect(page).toHaveURL(/\/agentHome/);
  await expect(page.getByTestId('agent-home')).toBeVisible();
}

export async function openAgentPage(page: Page, name: string) {
  await page.getByTestId(`agent-menu-${name}`).click();
  await expect(page.getByTestId(`agent-page-${name}`)).toBeVisible();
}

/** Registers a fresh direct downline through the register page; returns its account. */
export async function registerDownline(page: Page, type: 'member' | 'agent' = 'member') {
  await openAgentPage(page, 'registerCenter');
  const account = uniqueName('dl');
  const form = page.getByTestId('register-downline');
  await form.locator('input[name="account"]').fill(account);
  await form.locator('input[name="password"]').fill(DOWNLINE_PASSWORD);
  await form.locator('input[name="confirmPassword"]').fill(DOWNLINE_PASSWORD);
  await form.locator(`input[name="accountType"][value="${type}"]`).check();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-done')).toContainText(account);
  return account;
}

/**
 * A fresh sub-agent of agent1, funded by agent1 with `amount` and signed in on the page (as
 * Register account makes it: no payment password yet). Fresh, so no parallel test moves its money.
 */
export async function freshSubAgent(page: Page, amount: number): Promise<string> {
  await signInAgent(page);
  const account = await registerDownline(page, 'agent');
  const funded = await authed(page, 'POST', '/wps/relay/GCS_walletTransfer', {
    direction: 'toDownline',
    targetAccount: account,
    amount,
    paymentPassword: PAYMENT_PASSWORD,
  });
  expect(funded.json.success).toBe(true);
  await signInAgent(page, account, DOWNLINE_PASSWORD);
  return account;
}

/** A second browser context on the site, the day's startup popups already seen. */
export async function popupFreeContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => {
    localStorage.setItem('lobby.popupHiddenDay', new Date().toISOString().slice(0, 10));
  });
  return context;
}

/** A second browser context for the downline `account`, not signed in yet. */
export async function downlinePage(browser: Browser, baseURL: string, account: string) {
  const context = await popupFreeContext(browser, baseURL);
  const page = await context.newPage();
  return { context, page, account };
}

/** The downline `account` signs in on the site's header login, in a browser context of its own. */
export async function downlineSignedIn(browser: Browser, baseURL: string, account: string) {
  const other = await downlinePage(browser, baseURL, account);
  await other.page.goto('/');
  await other.page.getByTestId('header-login').click();
  const login = other.page.getByTestId('login-modal');
  await login.locator('input[name="username"]').fill(account);
  await login.locator('input[name="password"]').fill(DOWNLINE_PASSWORD);
  await login.locator('button[type="submit"]').click();
  return other;
}

export async function setPaymentPassword(page: Page) {
  const res = await authed(page, 'PUT', '/wps/member/paymentPassword', {
    loginPassword: DOWNLINE_PASSWORD,
    newPaymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
  expect(res.json.success).toBe(true);
}

export async function balanceOf(page: Page): Promise<number> {
  const res = await authed<{ balance: number }>(page, 'GET', '/wps/v2/wallets/balance');
  return res.json.value.balance;
}

/** Launches an RNG game as the page's member and spins the demo game `spins` times. */
export async function playDemo(page: Page, spins: number, stake = 10): Promise<number> {
  const list = await authed<{ list: { gameCode: string; isGame: number | boolean }[] }>(
    page,
    'GET',
    '/lgw/games/list?gameType=RNG&pageNo=1&pageSize=20',
  );
  const game = list.json.value.list.find((g) => Number(g.isGame) === 1) ?? list.json.value.list[0];
  const launch = await authed<{ type: string; url?: string }>(
    page,
    'GET',
    `/wps/game/launchGame?gameCode=${encodeURIComponent(game!.gameCode)}`,
  );
  expect(launch.json.success, JSON.stringify(launch.json)).toBe(true);
  const ticket = new URL(launch.json.value.url!, 'http://x').searchParams.get('t');
  expect(ticket).toBeTruthy();
  let total = 0;
  for (let i = 0; i < spins; i++) {
    const spin = await authed<{ stake: number }>(page, 'POST', '/demo-game/spin', {
      ticket,
      stake,
    });
    expect(spin.json.success, JSON.stringify(spin.json)).toBe(true);
    total += spin.json.value.stake;
  }
  return total;
}

export { advanceClock } from './fixtures.ts';

/** Parses "฿1,234.50" / "1,234.50" into a number. */
export const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));
