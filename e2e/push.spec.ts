// The push channel in the browser: what another context does (the back office approving a
// deposit, an upline offering a contract, the same member changing the password in another tab)
// shows on the open page at once, without a reload or a poll. The channel reads no tenant setting
// but the contract popup (AGENTPOLICY3 decides what it asks first), so the flows run on one tenant
// and the popup on one per AGENTPOLICY3 value. Sessions come from the test route: signing in is not
// the subject here, and every password check costs a scrypt on the shared machine.
import type { Browser, Page } from '@playwright/test';
import { PUSH_PATH, type PushMessage } from '#schemas/api/push.ts';
import { contractsOps } from '#schemas/api/contracts.ts';
import { api, DOWNLINE_PASSWORD, expect, test, uniqueName } from './fixtures.ts';
import { coveredElsewhere } from './profile.ts';
import { message } from './lottery-helpers.ts';
import { authed, popupFreeContext } from './agent-helpers.ts';

// Each flow opens two or three pages; on a loaded machine a page load alone took 25 s.
test.describe.configure({ timeout: 240_000 });

const PASSWORD = DOWNLINE_PASSWORD;

/** A call from `page` (any page of the site) with `token` as the session. */
const as = async <T>(page: Page, token: string, method: string, url: string, body?: unknown) =>
  (await authed<T>(page, method, url, body, token)).json;

async function sessionOf(page: Page, account: string, area: 'player' | 'agent' = 'player') {
  const r = await api<{ token: string }>(page, 'POST', '/__test/session', { account, area });
  expect(r.json.success, JSON.stringify(r.json)).toBe(true);
  return r.json.value.token;
}

/** agent1 registers a fresh direct downline (the back office's page is `page`). */
async function freshDownline(page: Page, accountType: 'member' | 'agent') {
  await page.goto('/');
  const agent = await sessionOf(page, 'agent1', 'agent');
  const account = uniqueName('push');
  const r = await as<{ id: number }>(page, agent, 'POST', '/wps/agent/team/register', {
    account,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    accountType,
  });
  expect(r.success, JSON.stringify(r)).toBe(true);
  return { agent, account, id: r.value.id, token: await sessionOf(page, account) };
}

/**
 * A tab of `context` signed in with `token`, open at `path`, once its push channel has said it
 * is listening (its `ready` frame): what the test does next happens while the tab is connected.
 * `heard` is told of each message the channel brings.
 */
async function openTab(
  context: Awaited<ReturnType<Browser['newContext']>>,
  token: string,
  path: string,
  heard: (message: PushMessage) => void = () => undefined,
) {
  const page = await context.newPage();
  await page.addInitScript((t: string) => {
    if (sessionStorage.getItem('lobby.e2e.handedOver')) return;
    sessionStorage.setItem('lobby.e2e.handedOver', '1');
    sessionStorage.setItem('token', t);
  }, token);
  const listening = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes(PUSH_PATH)) return;
      ws.on('framereceived', (f) => {
        const message = JSON.parse(String(f.payload)) as PushMessage;
        heard(message);
        if (message.kind === 'ready') resolve();
      });
    });
  });
  await page.goto(path);
  await listening;
  // Marks the document: the mark is gone if the page reloads.
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', ''));
  return page;
}

const expectSameDocument = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-e2e-same-document', '');

test('a deposit the back office approves shows in the open page’s balance and inbox badge', async ({
  page,
  browser,
  baseURL,
}) => {
  const why = coveredElsewhere(test.info(), () => 'push');
  test.skip(!!why, why ?? '');
  const member = await freshDownline(page, 'member');
  const context = await popupFreeContext(browser, baseURL!);
  const tab = await openTab(context, member.token, '/member?tab=messageV2');
  await expect(tab.getByTestId('balance-amount')).toHaveText(/^0[.,]00$/);
  // A new member's inbox holds its welcome, unread.
  await expect(tab.getByTestId('member-badge-messageV2')).toHaveText('1');

  const made = await as(tab, member.token, 'POST', '/wps/v2/deposit', {
    amount: 100,
    channel: 'BANK',
  });
  expect(made.success, JSON.stringify(made)).toBe(true);
  // The back office approves it, from another context.
  const settled = await api<{ settled: number }>(page, 'POST', '/__test/deposits/settle', {
    account: member.account,
  });
  expect(settled.json.value.settled).toBe(1);

  await expect(tab.getByTestId('balance-amount')).toHaveText(/^100[.,]00$/);
  await expect(tab.getByTestId('member-badge-messageV2')).toHaveText('2');
  await expectSameDocument(tab);
  await context.close();
});

test('a contract offered to a downline pops up on its open page, pushed: no reload, no poll', async ({
  page,
  browser,
  baseURL,
}) => {
  const why = coveredElsewhere(test.info(), (m) => m.flags.AGENTPOLICY3);
  test.skip(!!why, why ?? '');
  const downline = await freshDownline(page, 'agent');
  const context = await popupFreeContext(browser, baseURL!);
  // What the tab hears and asks about contracts, in order: the popup must come from the push, the
  // tab asking for its contracts only after the push said one was offered.
  const seen: string[] = [];
  const tab = await openTab(context, downline.token, '/', (m) => {
    if (m.kind === 'event' && m.event.type === 'contract') seen.push(`push ${m.event.change}`);
  });
  const asks: string[] = [contractsOps.pendingContracts.path, contractsOps.consolidated.path];
  tab.on('request', (r) => {
    if (asks.includes(new URL(r.url()).pathname)) seen.push('ask');
  });
  const popup = tab.getByTestId('contract-popup');
  await expect(popup).toHaveCount(0);

  seen.length = 0;
  const offered = await as(page, downline.agent, 'POST', '/wps/relay/contract/dailySalary', {
    memberId: downline.id,
    rate: 1,
  });
  expect(offered.success, JSON.stringify(offered)).toBe(true);
  // How soon a push arrives is bench:push's to measure (timed assertions would fail on a busy
  // machine without saying anything about the channel).
  await expect(popup).toBeVisible();
  expect(seen[0], seen.join(', ')).toBe('push offered');
  expect(seen).toContain('ask');
  await expectSameDocument(tab);
  await context.close();
});

test('a password changed in one tab signs the other tab out, saying why', async ({
  page,
  browser,
  baseURL,
  tenant,
}) => {
  const why = coveredElsewhere(test.info(), () => 'push');
  test.skip(!!why, why ?? '');
  const member = await freshDownline(page, 'member');
  const context = await popupFreeContext(browser, baseURL!);
  const changer = await openTab(context, member.token, '/member?tab=securityCenter');
  const other = await openTab(context, await sessionOf(page, member.account), '/');

  await changer.getByTestId('open-change-password').click();
  const modal = changer.getByTestId('change-password-modal');
  await modal.locator('input[name="oldPassword"]').fill(PASSWORD);
  await modal.locator('input[name="newPassword"]').fill('Changed987!');
  await modal.locator('input[name="confirmNewPassword"]').fill('Changed987!');
  const changed = changer.waitForResponse((r) => r.url().endsWith('/wps/member/password'));
  await modal.locator('button[type="submit"]').click();
  expect((await changed).status()).toBe(200);

  // The other tab, untouched, is signed out and told why, in the site's language.
  await expect(other.getByTestId('dialog')).toContainText(
    message(tenant.languages.default, 'push.sessionEnded.passwordChanged'),
  );
  await expect(other.getByTestId('header-login')).toBeVisible();
  await expectSameDocument(other);
  // The tab that changed it stays signed in.
  await expect(changer.getByTestId('balance-amount')).toHaveText(/\d/);
  await context.close();
});
