import { localize, type LocalizedText } from '#schemas/localized.ts';
import { DEMO, expect, signInAgent, test } from './fixtures.ts';
import { READS_NO_TENANT_SETTING } from './profile.ts';
import {
  agentLogin,
  amountOf,
  balanceOf,
  DOWNLINE_PASSWORD,
  downlineSignedIn,
  freshSubAgent,
  loginAgent1,
  openAgentPage,
  PAYMENT_PASSWORD,
  registerDownline,
  setPaymentPassword,
} from './agent-helpers.ts';
import { expectAccessible } from './axe-helpers.ts';
import { nameTexts } from '#schemas/name-texts.ts';

test('agent landing: marketing text, support hours, no header; a player is refused', async ({
  page,
  tenant,
}) => {
  await agentLogin(page, DEMO.player.username, DEMO.player.password);
  await expect(page.getByTestId('agent-login-error')).toBeVisible();
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByTestId('agent-login-error')).toHaveText(/./);
  // The page opens in the tenant's default language.
  const text = (t: LocalizedText) =>
    localize(t, tenant.languages.default, tenant.languages.default);
  if (tenant.agent.marketing)
    await expect(page.locator('h1')).toHaveText(text(nameTexts(tenant).agentHeadline));
  await expect(page.getByTestId('agent-support-hours')).toContainText(
    text(tenant.agent.supportHours),
  );
  await expect(page.getByTestId('header-login')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('agent1 logs in: zone clock, nickname, the spec §2 menu, team overview, logout to /agent', async ({
  page,
  tenant,
}) => {
  await loginAgent1(page);
  await expect(page.getByTestId('agent-clock')).toContainText(tenant.agent.timeZone);
  // The day in the language's calendar (lib/dates), with a four-digit year; time to the second.
  await expect(page.getByTestId('agent-clock')).toContainText(/\d{4}/);
  await expect(page.getByTestId('agent-clock')).toContainText(/\d{2}:\d{2}:\d{2}/);
  await expect(page.getByTestId('agent-clock')).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('agent-name')).not.toBeEmpty();
  const items = page.getByTestId('agent-menu').locator('button');
  // An agent passes every contract check, so all 16 pages of spec §2 show, and its security page.
  await expect(items).toHaveCount(17);
  await expect(page.getByTestId('agent-page-agentTeamOverview')).toBeVisible();
  await expect(page.getByTestId('stat-members')).not.toBeEmpty();
  expect(
    Number(await page.getByTestId('stat-members').locator('strong').textContent()),
  ).toBeGreaterThan(0);
  await page.getByTestId('range-lastMonth').click();
  await expect(page.getByTestId('range-lastMonth')).toHaveAttribute('aria-pressed', 'true');
  // Deep link
  await page.goto('/agentHome?page=personalHistoryCopy');
  await expect(page.getByTestId('report-team-betting')).toBeVisible();
  await page.getByTestId('agent-logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/\/agent$/);
});

test('register a downline with the tenant rules; it shows in the searchable tree', async ({
  page,
}) => {
  await signInAgent(page);
  await openAgentPage(page, 'registerCenter');
  const form = page.getByTestId('register-downline');
  await form.locator('input[name="account"]').fill('1bad');
  await form.locator('input[name="password"]').fill('short');
  await form.locator('input[name="confirmPassword"]').fill('other');
  await page.getByTestId('register-submit').click();
  await expect(form.locator('.field__error')).toHaveCount(3);
  const account = await registerDownline(page);
  await openAgentPage(page, 'downlineManagmentView');
  await page.getByTestId('tree-search').fill(account);
  await page.getByTestId('tree-search').press('Enter');
  await expect(page.getByTestId(`tree-${account}`)).toBeVisible();
  await expect(page.locator('[role="treeitem"]')).toHaveCount(1);
});

test('the team opens a level at a time, a search reaches any level, the offer picker searches', async ({
  page,
}) => {
  await signInAgent(page);
  await openAgentPage(page, 'downlineManagmentView');
  // The first level only: a sub-agent's own downline loads when it is opened.
  const sub = page.getByTestId('tree-subagent03');
  await expect(sub).toBeVisible();
  await expect(page.getByTestId('tree-agent3x1')).toHaveCount(0);
  await sub.getByTestId('tree-toggle').first().click();
  await expect(sub.getByTestId('tree-agent3x1')).toBeVisible();
  await expect(sub.getByTestId('tree-agent3x2')).toBeVisible();

  // A search finds a member two levels down by part of its account, in any case.
  await page.getByTestId('tree-search').fill('AGENT3X2');
  await page.getByTestId('tree-search').press('Enter');
  await expect(page.getByTestId('tree-agent3x2')).toBeVisible();
  await expect(page.locator('[role="treeitem"]')).toHaveCount(1);

  // The offer form's picker asks the server as the agent types, among direct downlines only.
  await openAgentPage(page, 'agentDailyWages2');
  const form = page.getByTestId('offer-form');
  const picker = form.getByTestId('downline-picker');
  await picker.fill('agent03');
  await expect(form.getByRole('listbox').getByRole('option')).toHaveText(['subagent03']);
  await picker.fill('agent3x1');
  await expect(form.getByRole('listbox').getByRole('option')).toHaveCount(0);
  await picker.fill('subagent0');
  await expect(form.getByRole('listbox').getByRole('option')).toHaveCount(5);
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveValue('subagent02');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
});

test(
  'transfer to a downline and back to the upline, balances checked on both sides',
  READS_NO_TENANT_SETTING,
  async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await freshSubAgent(page, 200);
    await setPaymentPassword(page);
    const account = await registerDownline(page);
    await openAgentPage(page, 'downlineManagmentView');
    await expect(page.getByTestId('agent-balance')).toContainText('200.00');
    const row = page.getByTestId(`tree-${account}`);
    await expect(row.getByTestId('tree-balance')).toHaveText('0.00');
    await row.getByTestId('tree-transfer').click();
    const modal = page.getByTestId('transfer-modal');
    await modal.locator('input[name="amount"]').fill('50');
    await modal.locator('input[name="paymentPassword"]').fill('000000');
    await page.getByTestId('transfer-submit').click();
    await expect(modal.locator('.field__error')).toBeVisible();
    await expectAccessible(page, 'transfer-modal');
    await modal.locator('input[name="paymentPassword"]').fill(PAYMENT_PASSWORD);
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('transfer-done')).toBeVisible();
    await modal.locator('.form button.btn--primary').click();
    await expect(row.getByTestId('tree-balance')).toHaveText('50.00');
    await expect(page.getByTestId('agent-balance')).toContainText('150.00');

    // The downline, in its own browser, sees 50 and sends 20 back to its upline.
    const other = await downlineSignedIn(browser, baseURL!, account);
    await expect(other.page.getByTestId('balance')).toBeVisible();
    expect(await balanceOf(other.page)).toBe(50);
    await setPaymentPassword(other.page);
    // Through the member centre's transfer-to-upline form, as a member would.
    await other.page.goto('/member?tab=transferUpline');
    const up = other.page.getByTestId('transfer-form-toUpline');
    await up.locator('input[name="amount"]').fill('20');
    await up.locator('input[name="paymentPassword"]').fill(PAYMENT_PASSWORD);
    await other.page.getByTestId('transfer-submit').click();
    await expect(other.page.getByTestId('transfer-done')).toBeVisible();
    await expect.poll(() => balanceOf(other.page)).toBe(30);
    await other.context.close();

    await page.reload();
    await expect(page.getByTestId(`tree-${account}`).getByTestId('tree-balance')).toHaveText(
      '30.00',
    );
    await expect(page.getByTestId('agent-balance')).toContainText('170.00');
  },
);

test(
  'a sub-agent made in Register account is led to set its payment password, then withdraws and transfers',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    test.setTimeout(120_000);
    await freshSubAgent(page, 100);
    const account = await registerDownline(page);

    // No payment password yet: the transfer popup and the withdraw page lead to the security page
    // instead of a form the server would refuse.
    await openAgentPage(page, 'withdraw');
    const withdraw = page.getByTestId('agent-withdraw');
    await expect(withdraw.getByTestId('payment-password-lead')).toBeVisible();
    await expect(withdraw.locator('input[name="paymentPassword"]')).toHaveCount(0);
    await openAgentPage(page, 'downlineManagmentView');
    await page.getByTestId(`tree-${account}`).getByTestId('tree-transfer').click();
    const modal = page.getByTestId('transfer-modal');
    await expect(modal.locator('input[name="paymentPassword"]')).toHaveCount(0);
    await modal.getByTestId('payment-password-lead-go').click();
    await expect(page.getByTestId('agent-page-securityCenter')).toBeVisible();
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]page=securityCenter/);

    // The member centre's rules: the login password confirms, six digits, typed twice alike.
    const form = page.getByTestId('payment-password-form');
    const state = await form.getByTestId('payment-password-state').textContent();
    await form.locator('input[name="loginPassword"]').fill('Wrong123!');
    await form.locator('input[name="newPaymentPassword"]').fill('12345');
    await form.locator('input[name="confirmPaymentPassword"]').fill('54321');
    await page.getByTestId('payment-password-save').click();
    await expect(form.locator('.field__error')).toHaveCount(2);
    await form.locator('input[name="newPaymentPassword"]').fill(PAYMENT_PASSWORD);
    await form.locator('input[name="confirmPaymentPassword"]').fill(PAYMENT_PASSWORD);
    await page.getByTestId('payment-password-save').click();
    await expect(form.locator('.field__error')).toHaveCount(1);
    await form.locator('input[name="loginPassword"]').fill(DOWNLINE_PASSWORD);
    await page.getByTestId('payment-password-save').click();
    await expect(form.locator('.notice--success')).toBeVisible();
    await expect(form.getByTestId('payment-password-state')).not.toHaveText(state ?? '');
    await expectAccessible(page, 'agent-security');

    // Now the forms are there, and the password works for a withdrawal and a transfer.
    await openAgentPage(page, 'withdraw');
    await expect(withdraw.getByTestId('payment-password-lead')).toHaveCount(0);
    await withdraw.locator('input[name="amount"]').fill('30');
    await withdraw.locator('input[name="bankName"]').fill('Demo Bank');
    await withdraw.locator('input[name="bankAccountNo"]').fill('123-456-789');
    await withdraw.locator('input[name="payeeName"]').fill('Sub Agent');
    await withdraw.locator('input[name="paymentPassword"]').fill(PAYMENT_PASSWORD);
    await withdraw.locator('button[type="submit"]').click();
    await expect(withdraw.locator('.notice--success')).toBeVisible();
    await expect(withdraw.locator('[data-status="pending"]')).toHaveCount(1);
    await openAgentPage(page, 'downlineManagmentView');
    await page.getByTestId(`tree-${account}`).getByTestId('tree-transfer').click();
    await modal.locator('input[name="amount"]').fill('20');
    await modal.locator('input[name="paymentPassword"]').fill(PAYMENT_PASSWORD);
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('transfer-done')).toBeVisible();
    expect(await balanceOf(page)).toBe(50);
  },
);

test(
  'reports show page rows, a page subtotal and the range totals',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    await signInAgent(page);
    await openAgentPage(page, 'palStatementsAgentCopy');
    await page.getByTestId('range-thisMonth').click();
    const report = page.getByTestId('report-user-profit-loss');
    // agent1's seeded downline has bets this month: an empty report would prove nothing.
    const rows = report.getByTestId('report-row');
    await expect(rows.first()).toBeVisible();
    await expect(report.getByTestId('report-empty')).toHaveCount(0);
    await expect(report.getByTestId('report-subtotal')).toBeVisible();
    await expect(report.getByTestId('report-total')).toBeVisible();
    // The page subtotal of the last (amount) column is the sum of that column on the page.
    const lastCells = await rows.locator('td:last-child').allTextContents();
    const subtotal = amountOf(
      await report.getByTestId('report-subtotal').locator('td:last-child').textContent(),
    );
    const sum = lastCells.reduce((total, cell) => total + amountOf(cell), 0);
    expect(subtotal).toBeCloseTo(sum, 2);
    for (const name of [
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
      'agentDividendRecordCopy2',
    ]) {
      await openAgentPage(page, name);
    }
    await expect(page.getByTestId('report-payouts-dividend')).toBeVisible();
  },
);
