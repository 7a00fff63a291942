// Money flows of the member centre: deposit settled by the server clock, withdrawal with its
// confirmation flow (Received; Not received with a proof image), transfer to the upline with
// both balances checked, and the bad-input rules (amounts, uploads). Downline members of agent1
// (DOWNLINE_PASSWORD, no payment password until they set one) keep the demo players intact.
import { DEMO, DOWNLINE_PASSWORD, expect, localeText, signInOnTab, test } from './fixtures.ts';
import {
  balanceOf,
  headerBalance,
  loginMember,
  openTab,
  setPaymentPassword,
} from './member-helpers.ts';
import { READS_NO_TENANT_SETTING } from './profile.ts';

const PASSWORD = DOWNLINE_PASSWORD;
const PAY = '123456';

test(
  'a member without an upline is offered no transfer to one',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    // player1 signed up on its own: no agent above it.
    await signInOnTab(page, DEMO.player.username, DEMO.player.password, 'transferFund');
    await expect(page.getByTestId('no-upline')).toBeVisible();
    await expect(page.getByTestId('go-transfer-upline')).toHaveCount(0);
    await expect(page.getByTestId('member-tab-transferUpline')).toHaveCount(0);
    // An old link to the tab opens the member centre's first tab instead of a form that must fail.
    await page.goto('/member?tab=transferUpline');
    await expect(page.getByTestId('member-panel-securityCenter')).toBeVisible();
    await expect(page.getByTestId('transfer-form-toUpline')).toHaveCount(0);
  },
);

test("deposit channels read in the player's language, in the form and the records", async ({
  page,
  tenant,
}) => {
  // A language the server has no channel names in: the page's own words, never a code such as
  // BANK or the tenant default's name.
  const lang = (['ja', 'es'] as const).find((l) => tenant.languages.available.includes(l));
  test.skip(!lang, `${tenant.code} offers neither Japanese nor Spanish`);
  await page.addInitScript((l) => localStorage.setItem('lobby.lang', l), lang!);
  await signInOnTab(page, DEMO.player.username, DEMO.player.password, 'depositv2');
  const buttons = page.getByTestId('deposit-panel').locator('[data-testid^="deposit-channel-"]');
  await expect(buttons.first()).toBeVisible();
  const names = new Map<string, string>();
  for (const id of await buttons.evaluateAll((els) => els.map((e) => e.dataset.testid!))) {
    const code = id.replace('deposit-channel-', '');
    const name = localeText(lang!, `channel.${code}`);
    // A code the site has no words for (an operator's own) keeps the server's name.
    if (name === `channel.${code}`) continue;
    names.set(code, name);
    await expect(page.getByTestId(id).locator('strong')).toHaveText(name);
  }
  expect(names.size, 'channels the site names').toBeGreaterThan(0);
  // The member's deposits name their channel the same way.
  const cells = page.getByTestId('deposit-list').locator('tbody tr td:nth-child(3)');
  await expect(cells.first()).toBeVisible();
  for (const cell of await cells.allInnerTexts())
    expect([...names.values()], `a deposit's channel: ${cell}`).toContain(cell);
});

test(
  'transfer to upline moves the money on both sides',
  READS_NO_TENANT_SETTING,
  async ({ page, browser, baseURL }) => {
    test.setTimeout(60_000);
    // member024 sits directly under agent4x2 in the seeded tree (seed.ts order).
    const upline = await balanceOf(browser, baseURL!, 'agent4x2', PASSWORD);
    const uplineBefore = await upline.read();

    await loginMember(page, 'member024', PASSWORD);
    await setPaymentPassword(page, PASSWORD, PAY);
    await openTab(page, 'transferFund');
    await page.getByTestId('go-transfer-upline').click();
    await expect(page.getByTestId('member-panel-transferUpline')).toBeVisible();
    const before = await headerBalance(page);
    const form = page.getByTestId('transfer-form-toUpline');

    // A wrong payment password: the server's key under the field, the form stays filled.
    await form.locator('input[name="amount"]').fill('25.50');
    await form.locator('input[name="paymentPassword"]').fill('000000');
    await page.getByTestId('transfer-submit').click();
    await expect(form.locator('.field__error')).toBeVisible();
    await expect(form.locator('input[name="amount"]')).toHaveValue('25.50');

    await form.locator('input[name="paymentPassword"]').fill(PAY);
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('transfer-done')).toContainText('agent4x2');
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 25.5, 2);
    await expect.poll(() => upline.read()).toBeCloseTo(uplineBefore + 25.5, 2);
    await upline.close();
  },
);
