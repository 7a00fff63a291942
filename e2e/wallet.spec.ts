// Money flows of the member centre: deposit settled by the server clock, withdrawal with its
// confirmation flow (Received; Not received with a proof image), transfer to the upline with
// both balances checked, and the bad-input rules (amounts, uploads). Downline members of agent1
// (password Member123!, no payment password until they set one) keep the demo players intact.
import { DEMO, expect, signInOnTab, test } from './fixtures.ts';
import {
  balanceOf,
  headerBalance,
  loginMember,
  openTab,
  setPaymentPassword,
} from './member-helpers.ts';
import { readsNoTenantSetting } from './profile.ts';

const PASSWORD = 'Member123!';
const PAY = '123456';

test('a member without an upline is offered no transfer to one', async ({ page }) => {
  readsNoTenantSetting();
  // player1 signed up on its own: no agent above it.
  await signInOnTab(page, DEMO.player.username, DEMO.player.password, 'transferFund');
  await expect(page.getByTestId('no-upline')).toBeVisible();
  await expect(page.getByTestId('go-transfer-upline')).toHaveCount(0);
  await expect(page.getByTestId('member-tab-transferUpline')).toHaveCount(0);
  // An old link to the tab opens the member centre's first tab instead of a form that must fail.
  await page.goto('/member?tab=transferUpline');
  await expect(page.getByTestId('member-panel-securityCenter')).toBeVisible();
  await expect(page.getByTestId('transfer-form-toUpline')).toHaveCount(0);
});

test('transfer to upline moves the money on both sides', async ({ page, browser, baseURL }) => {
  readsNoTenantSetting();
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
});
