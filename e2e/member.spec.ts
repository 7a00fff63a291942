// The member centre: tabs and deep links, the header dropdown landing on the right tab, flag
// rules (referral QR where referral is on, manual rebate only with MANPLAYREB3), messages read
// (the unread badge goes down), records range picks and paging, profile rules, trial warning.
import { contentOps } from '#schemas/api/content.ts';
import {
  DOWNLINE_PASSWORD,
  expect,
  isCallOf,
  signIn,
  signInOnTab,
  startFreePlay,
  test,
} from './fixtures.ts';
import { openTab } from './member-helpers.ts';
import { READS_NO_TENANT_SETTING } from './profile.ts';

test(
  'the header account menu lands on the matching tab; securityCenter is the default',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    await signIn(page, 'player1', 'Player123!', '/member');
    await expect(page.getByTestId('member-panel-securityCenter')).toBeVisible();
    await expect(page.getByTestId('profile-account')).toHaveText('player1');
    for (const tab of [
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'rewardCenter',
      'securityCenter',
    ]) {
      await page.getByTestId('account-menu').click();
      await page.getByTestId(`account-${tab}`).click();
      await expect(page).toHaveURL(new RegExp(`/member\\?tab=${tab}$`));
      await expect(page.getByTestId(`member-panel-${tab}`)).toBeVisible();
    }
    await page
      .getByRole('button', { name: /^(Deposit|ฝากเงิน|存款)$/ })
      .first()
      .click();
    await expect(page.getByTestId('member-panel-depositv2')).toBeVisible();
    await page.getByTestId('member-tab-withdraw').click();
    await expect(page).toHaveURL(/tab=withdraw/);
  },
);

test('referral tab with a 120 px QR code only where referral is on', async ({ page, tenant }) => {
  await signIn(page, 'player1', 'Player123!', '/member');
  await expect(page.getByTestId('member-tab-referral')).toHaveCount(tenant.flags.referral ? 1 : 0);
  await page.goto('/member?tab=referral');
  if (tenant.flags.referral) {
    const qr = page.getByTestId('referral-qr').locator('img');
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('width', '120');
    await expect(page.getByTestId('referral-code')).toHaveText('PLAYER1');
  } else {
    // A deep link to a hidden tab opens the default one.
    await expect(page.getByTestId('member-panel-securityCenter')).toBeVisible();
    await expect(page.getByTestId('referral-qr')).toHaveCount(0);
  }
});

test('manual rebate tab only with MANPLAYREB3', async ({ page, tenant }) => {
  await signIn(page, 'player1', 'Player123!', '/member?tab=manualRebate');
  const on = tenant.flags.MANPLAYREB3 === true;
  await expect(page.getByTestId('member-tab-manualRebate')).toHaveCount(on ? 1 : 0);
  await expect(page.getByTestId('manual-rebate')).toHaveCount(on ? 1 : 0);
  if (on) await expect(page.getByTestId('rebate-amount')).toHaveText(/\d/);
});

test('reading a message lowers the unread badge', READS_NO_TENANT_SETTING, async ({ page }) => {
  await signInOnTab(page, 'player2', 'Player123!', 'messageV2');
  const badge = page.getByTestId('member-badge-messageV2');
  await expect(badge).toHaveText(/\d+/);
  const before = Number(await badge.textContent());
  const unread = page.locator('[data-testid^="message-"][data-read="false"]').first();
  const id = (await unread.getAttribute('data-testid'))!;
  const message = page.getByTestId(id);
  await message.locator('button').click();
  await expect(message.locator('.message__body')).toBeVisible();
  await expect(message).toHaveAttribute('data-read', 'true');
  await page.getByTestId('messages-filter-unread').click();
  await expect(page.getByTestId(id)).toHaveCount(0);
  if (before > 1) await expect(badge).toHaveText(String(before - 1));
  else await expect(badge).toHaveCount(0);
});

test(
  'a message opened from the Unread filter shows its body until it is closed',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    // A downline member whose messages no other flow reads: its unread deposit notice is this test's.
    await signInOnTab(page, 'member020', DOWNLINE_PASSWORD, 'messageV2');
    await page.getByTestId('messages-filter-unread').click();
    const unread = page.locator('li[data-testid^="message-"][data-read="false"]').first();
    const id = (await unread.getAttribute('data-testid'))!;
    const message = page.getByTestId(id);
    // The unread list asked again once the server has it read (it no longer lists the message).
    const refetched = page.waitForResponse(
      (r) =>
        isCallOf(contentOps.messages, r.request()) &&
        new URL(r.url()).searchParams.get('read') === 'false',
    );
    await message.locator('button').click();
    await (await refetched).finished();
    await expect(page.getByTestId('member-badge-messageV2')).toHaveCount(0);
    // Two frames: the refetched list has been rendered by then.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(message.locator('.message__body')).toBeVisible();
    await expect(message.locator('.message__body')).not.toBeEmpty();
    await expect(message).toHaveAttribute('data-read', 'true');
    // Closed, the list is again what the filter says.
    await message.locator('button').click();
    await expect(page.getByTestId(id)).toHaveCount(0);
  },
);

test("money messages read in the player's language, not the tenant default", async ({
  page,
  tenant,
}) => {
  // Written apart from the server's table: what a Japanese or Spanish player must read.
  const approved = { ja: '出金承認', es: 'Retiro aprobado' } as const;
  const lang = (['ja', 'es'] as const).find((l) => tenant.languages.available.includes(l));
  test.skip(!lang, 'the tenant offers neither Japanese nor Spanish');
  await page.addInitScript((l) => localStorage.setItem('lobby.lang', l), lang!);
  await signInOnTab(page, 'player1', 'Player123!', 'messageV2');
  const title = page
    .getByTestId('message-list')
    .locator('.message__head')
    .filter({ hasText: approved[lang!] })
    .first();
  await expect(title).toBeVisible();
  // Its label says what it is, in the player's language too.
  await expect(title.locator('.message__kind--withdrawal')).toBeVisible();
  await expect(page.getByTestId('message-list')).not.toContainText('取款已批准');
  await expect(page.getByTestId('message-list')).not.toContainText('Withdrawal approved');
});

test('records: 7-day and 30-day picks and paging', READS_NO_TENANT_SETTING, async ({ page }) => {
  await signInOnTab(page, 'player1', 'Player123!', 'transactionHistory');
  const range = page.getByTestId('records-range');
  await expect(range).toContainText(/\d+/);
  const span = async () => {
    // The days read in the language's calendar; their <time dateTime> is the yyyy-MM-dd.
    const [start, end] = await range
      .locator('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
    return (Date.parse(end!) - Date.parse(start!)) / 86_400_000 + 1;
  };
  expect(await span()).toBe(7);
  // Shown in the language's calendar, never as the server's yyyy-MM-dd.
  await expect(range).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await page.getByTestId('range-30').click();
  await expect(page.getByTestId('range-30')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(span).toBe(30);
  await expect(range).toContainText(/·/);
  const totalShown = async () =>
    Number(((await range.textContent()) ?? '').split('·')[1]!.replace(/\D/g, ''));
  const rows = page.getByTestId('records-table').locator('tbody tr');
  // The 7-day answer stays on screen while the 30-day one loads: wait until the count in the
  // header and the rows agree (the page holds at most 10).
  await expect
    .poll(async () => (await rows.count()) === Math.min(10, await totalShown()))
    .toBe(true);
  const total = await totalShown();
  if (total > 10) {
    await expect(page.getByTestId('records-pager-current')).toHaveText(/^1 \/ \d+$/);
    await page.getByTestId('records-pager').getByRole('button').last().click();
    await expect(page.getByTestId('records-pager-current')).toHaveText(/^2 \/ \d+$/);
    // player1 is shared: another flow's bet can add a record meanwhile, so page 2 is checked
    // against the total its own answer shows.
    await expect
      .poll(async () => (await rows.count()) === Math.min(10, (await totalShown()) - 10))
      .toBe(true);
  } else {
    await expect(page.getByTestId('records-pager')).toHaveCount(0);
  }
  // Profit and loss has one row per day of the range.
  await openTab(page, 'personalProfit');
  await expect(page.getByTestId('records-table').locator('tbody tr')).toHaveCount(7);
  await page.getByTestId('range-30').click();
  await expect(page.getByTestId('records-table').locator('tbody tr')).toHaveCount(30);
});

test(
  'a birthday under 21 is refused under the field and the form stays filled',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    await signInOnTab(page, 'player2', 'Player123!', 'securityCenter');
    const form = page.getByTestId('profile-form');
    const young = `${new Date().getFullYear() - 20}-01-01`;
    await form.locator('input[name="birthday"]').fill(young);
    await form.locator('input[name="line"]').fill('line-player2');
    await page.getByTestId('profile-save').click();
    await expect(form.locator('.field.has-error input[name="birthday"]')).toBeVisible();
    await expect(form.locator('input[name="line"]')).toHaveValue('line-player2');
  },
);

test('trial players get the real-account warning instead of the panel', async ({
  page,
  tenant,
}) => {
  test.skip(!tenant.flags.freePlay, 'free play is off');
  await startFreePlay(page);
  await page.goto('/member?tab=depositv2');
  await expect(page.getByTestId('member-trial')).toBeVisible();
  await expect(page.getByTestId('member-panel-depositv2')).toHaveCount(0);
});
