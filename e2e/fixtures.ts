// Shared e2e helpers: the tenant manifest of the running project, test-route calls made from the
// page (same origin, so Host picks the tenant), and small flows (log in, open modals).
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import { ApiClient } from '../cli/src/commands/contract-test/client.ts';
import type { OperationSpec } from '#schemas/api/operation.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { CAPTCHA_COOKIE, matchPath } from '#schemas/wire/platform.ts';
import { sendingRow } from '#schemas/wire/platform-send.ts';
import { readManifest } from './matrix.ts';
import { skippedBeforeSetUp, tenantCodeOf } from './profile.ts';

export { tenantCodeOf };

export const DEMO = {
  player: { username: 'player1', password: 'Player123!' },
  agent: { username: 'agent1', password: 'Agent123!' },
} as const;

/** The password of every seeded downline member and sub-agent (the mock server's member seed). */
export const DOWNLINE_PASSWORD = 'Member123!';

export function manifestOf(code: string): TenantManifest {
  return readManifest(code);
}

/** Calls the API from inside the page so the Host (and Merchant) select this tenant. */
export async function api<T = unknown>(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
  /** Send the signed-in page's token (sessionStorage) as the Authorization header. */
  opts: { asMember?: boolean } = {},
): Promise<{ status: number; json: { success: boolean; value: T; errorCode?: string } }> {
  return page.evaluate(
    async ({ method, url, body, asMember }) => {
      const tenant = JSON.parse(document.getElementById('lobby-tenant')!.textContent!) as {
        merchantCode: string;
      };
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        Merchant: tenant.merchantCode,
      };
      const token = asMember ? sessionStorage.getItem('token') : null;
      if (token) headers.Authorization = token;
      const res = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { method, url, body, asMember: opts.asMember ?? false },
  );
}

/** Options a project (playwright.config.ts) or a `test.use` may set. */
export interface TestOptions {
  startupPopups: boolean;
  cpuThrottle: number;
}

export const test = base.extend<TestOptions & { tenant: TenantManifest; planned: void }>({
  // Auto fixtures are set up first: a test the matrix runs on another tenant skips here, before
  // a browser context is made for it (profile.ts, READS_NO_TENANT_SETTING).
  planned: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their deps by destructuring
    async ({}, use, info) => {
      const why = skippedBeforeSetUp(info);
      base.skip(!!why, why ?? '');
      await use();
    },
    { auto: true },
  ],
  startupPopups: [false, { option: true }],
  // Chromium's CPU slowdown factor (1 = none); the slow-phone projects set 4, as Lighthouse's
  // mobile profile does.
  cpuThrottle: [1, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their deps by destructuring
  tenant: async ({}, use, info) => {
    await use(manifestOf(tenantCodeOf(info.project.name)));
  },
  // Startup popups would cover every flow; they are hidden "for today" unless a test wants them.
  page: async ({ page, startupPopups, cpuThrottle }, use) => {
    if (cpuThrottle > 1) {
      // Per page (a CDP session belongs to one target), before the first navigation.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    }
    if (!startupPopups) {
      await page.addInitScript(() => {
        localStorage.setItem('lobby.popupHiddenDay', new Date().toISOString().slice(0, 10));
      });
    }
    // The sites send a strict CSP: a flow passes only if the browser refused nothing under it.
    const cspViolations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    await use(page);
    expect(cspViolations, 'CSP violations reported in the console').toEqual([]);
  },
});

export { expect };

/** A runtime string as a player of `lang` reads it (the key itself when the locale lacks it). */
export const localeText = (lang: string, key: string): string => {
  const file = path.resolve(import.meta.dirname, '..', 'runtime', 'locales', `${lang}.json`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)[key] ?? key;
};

/** Waits until the app has taken over the prerendered frame (its controls work from then on). */
export async function appReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
}

export async function openLogin(page: Page) {
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
}

/** A visitor starts free play from the home's login popup: a trial session, its balance shown. */
export async function startFreePlay(page: Page) {
  await page.goto('/');
  await openLogin(page);
  await page
    .getByTestId('login-modal')
    .getByRole('button', { name: /free play|ทดลองเล่นฟรี|免费试玩/i })
    .click();
  await expect(page.getByTestId('balance')).toBeVisible();
}

export async function login(page: Page, username: string, password: string) {
  await openLogin(page);
  const modal = page.getByTestId('login-modal');
  await modal.locator('input[name="username"]').fill(username);
  await modal.locator('input[name="password"]').fill(password);
  await modal.locator('button[type="submit"]').click();
}

/**
 * Logs in through the form with an account other tests share (the demo player and agent), and
 * waits until the popup has closed. Another worker may be checking the same account at that
 * moment: a parallel check is asked for a captcha, which this answers as a person would.
 */
export async function loginShared(page: Page, username: string, password: string) {
  await login(page, username, password);
  const modal = page.getByTestId('login-modal');
  const captcha = captchaOf(modal);
  await expect
    .poll(async () => (await captcha.isVisible()) || !(await modal.isVisible()), {
      message: 'the login popup closes, or asks for a captcha',
    })
    .toBe(true);
  if (await captcha.isVisible()) {
    await answerCaptcha(page, modal);
    await modal.locator('button[type="submit"]').click();
  }
  await expect(modal).toBeHidden();
}

/** An account's session token, from a login through the platform API (see handOverSession). */
export async function sessionToken(
  username: string,
  password: string,
  area?: 'agent',
): Promise<string> {
  const site = new URL(test.info().project.use.baseURL!);
  const manifest = manifestOf(tenantCodeOf(test.info().project.name));
  const client = new ApiClient({
    baseUrl: new URL(`http://127.0.0.1:${site.port}`),
    host: site.host,
    merchant: manifest.merchantCode,
    language: manifest.languages.default,
  });
  const body = area ? { username, password, type: 'username', area } : { username, password };
  const login = () => client.call('POST', '/wps/session/login', { body, encrypt: true });
  let answer = await login();
  // A login of an account whose check is still running (another test, on the other worker,
  // signing in the same demo account) is asked for a captcha; once that one has settled, the
  // account's right password passes again without one.
  for (let i = 0; i < 5 && /"captcha_required"/.test(answer.text); i++) {
    await new Promise((r) => setTimeout(r, 1_000));
    answer = await login();
  }
  const token = (answer.json as { value?: { token?: unknown } } | undefined)?.value?.token;
  expect(typeof token, `login of ${username}: ${answer.text}`).toBe('string');
  return token as string;
}

/**
 * Signs an account in through the platform API (`area: 'agent'` as the agent landing does) and
 * hands the session to the tab's next page load, in its session storage, where the site's own
 * login would have put it (a token in the address signs nobody in). For flows whose subject is
 * not a login form (auth.spec, smoke.spec and the agent login test drive the forms): it saves the
 * form's round trip and a page load. The hand-over happens once per token, so a later logout in
 * the test stays logged out.
 */
async function handOverSession(
  page: Page,
  username: string,
  password: string,
  area?: 'agent',
): Promise<URL> {
  const token = await sessionToken(username, password, area);
  await page.addInitScript((t: string) => {
    if (localStorage.getItem('lobby.e2e.handedOver') === t) return;
    localStorage.setItem('lobby.e2e.handedOver', t);
    sessionStorage.setItem('token', t);
  }, token);
  return new URL(test.info().project.use.baseURL!);
}

/** Signs a member in (see handOverSession) and opens `path` signed in: one page load. */
export async function signIn(page: Page, username: string, password: string, path = '/') {
  const site = await handOverSession(page, username, password);
  await page.goto(new URL(path, site).pathname + new URL(path, site).search);
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/);
}

/** Signs a member in straight onto a member-centre tab: one page load. */
export async function signInOnTab(page: Page, username: string, password: string, tab: string) {
  await signIn(page, username, password, `/member?tab=${tab}`);
  await expect(page.getByTestId(`member-panel-${tab}`)).toBeVisible();
}

/**
 * Signs an agent (the demo agent unless told) in (see handOverSession) and opens the agent
 * centre: one page load.
 */
export async function signInAgent(
  page: Page,
  username: string = DEMO.agent.username,
  password: string = DEMO.agent.password,
) {
  await handOverSession(page, username, password, 'agent');
  await page.goto('/agentHome');
  await expect(page.getByTestId('agent-home')).toBeVisible();
}

/** The latest SMS code the server sent to a number (test route). */
export async function smsCode(page: Page, mobileNum: string, apiOrigin = ''): Promise<string> {
  const url = `${apiOrigin}/__test/sms?mobileNum=${mobileNum}`;
  await expect
    .poll(async () => (await api<unknown[]>(page, 'GET', url)).json.value?.length ?? 0)
    .toBeGreaterThan(0);
  const res = await api<{ code: string }[]>(page, 'GET', url);
  return res.json.value[0]!.code;
}

/** The captcha a form shows: the proof of work on Lobby's wire, the image on the platform's. */
export const captchaOf = (form: Locator) =>
  form.getByTestId('captcha').or(form.getByTestId('captcha-image'));

/**
 * Answers the captcha `form` shows, as a player would, and returns its id. On Lobby's wire the
 * browser solves its proof of work by itself: there is nothing to read, and the form's submit
 * waits for it. On the platform's, the digits of the image (read from the test route) go in the
 * box; the id is the image's cookie. `previous`: a captcha already answered, when the form must
 * show a new one.
 */
export async function answerCaptcha(
  page: Page,
  form: Locator,
  previous = '',
  input = form.locator('input[name="captcha"]'),
): Promise<string> {
  if (manifestOf(tenantCodeOf(test.info().project.name)).api.wire !== 'platform') {
    await expect(form.getByTestId('captcha')).toBeVisible();
    return '';
  }
  let id = '';
  await expect
    .poll(
      async () => {
        id = (await page.context().cookies()).find((c) => c.name === CAPTCHA_COOKIE)?.value ?? '';
        return id !== '' && id !== previous;
      },
      { message: 'the form shows a new captcha' },
    )
    .toBe(true);
  const res = await api<{ answer: string }>(
    page,
    'GET',
    `/__test/captcha?captchaId=${encodeURIComponent(id)}`,
  );
  await input.fill(res.json.value.answer);
  return id;
}

/**
 * Whether a request is the call of `op` in this project's tenant's wire format: Lobby's method
 * and path, or those of the platform row that carries the operation.
 */
export function isCallOf(op: OperationSpec, request: Request): boolean {
  const { wire } = manifestOf(tenantCodeOf(test.info().project.name)).api;
  const row = wire === 'platform' ? sendingRow(op.operationId, () => false) : undefined;
  return (
    request.method().toLowerCase() === (row?.method ?? op.method).toLowerCase() &&
    matchPath(row?.path ?? op.path, new URL(request.url()).pathname) !== undefined
  );
}

export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/**
 * Moves this tenant's server clock forward and runs what fell due; fails on a job that threw.
 * Only from a serial project (`*.serial.ts`): the tenant's tests run in parallel otherwise, and
 * a jump ends their sessions and settles the states they are asserting.
 */
export async function advanceClock(page: Page, ms: number): Promise<number> {
  if (!test.info().project.name.endsWith('-serial'))
    throw new Error('advanceClock: move the clock only in a *.serial.ts spec (serial project)');
  const res = await api<{ now: number; failedJobs: string[] }>(
    page,
    'POST',
    '/__test/clock/advance',
    { ms },
  );
  expect(res.status).toBe(200);
  expect(res.json.value.failedJobs).toEqual([]);
  return res.json.value.now;
}

/** This tenant's server time (each tenant has its own clock). */
export async function serverNow(page: Page): Promise<number> {
  return (await api<{ now: number }>(page, 'GET', '/__test/clock')).json.value.now;
}

/** The offset of a tenant's agent time zone ("GMT+7"), in ms: its days start at its midnight. */
export function agentZoneOffset(tenant: TenantManifest): number {
  const zone = /^GMT([+-])(\d{1,2})$/.exec(tenant.agent.timeZone);
  return zone ? (zone[1] === '-' ? -1 : 1) * Number(zone[2]) * 3_600_000 : 0;
}

/**
 * Makes sure the bets a test makes next fall in one settlement window: when less than `needMs`
 * is left of the current one, moves this tenant's clock one second into the next. 5-minute and
 * hourly windows are multiples of their length; days start at the agent zone's midnight
 * (`offsetMs`). Without it, a test that reaches its bets just before a window ends sees them paid
 * in two parts (a busy run did, at 19:00 tenant time). The move is short (at most `needMs`), so
 * sessions in progress live on. Serial projects only, like advanceClock.
 */
export async function roomInWindow(page: Page, windowMs: number, needMs: number, offsetMs = 0) {
  const now = await serverNow(page);
  const end = Math.floor((now + offsetMs) / windowMs) * windowMs + windowMs - offsetMs;
  if (end - now < needMs) await advanceClock(page, end - now + 1_000);
}
