// Deposit and withdrawal settled by the tenant's clock (a serial project: the clock moves would
// settle and expire what the tenant's parallel tests assert): the deposit is credited a minute
// later, withdrawals are approved and confirmed Received / Not received with a proof image.
import { walletOps } from '#schemas/api/wallet.ts';
import { DOWNLINE_PASSWORD, expect, isCallOf, test } from './fixtures.ts';
import {
  PNG_1x1,
  advanceClock,
  headerBalance,
  loginMember,
  openTab,
  setPaymentPassword,
} from './member-helpers.ts';
import { READS_NO_TENANT_SETTING } from './profile.ts';

const PASSWORD = DOWNLINE_PASSWORD;
const PAY = '123456';

test(
  'deposit is credited a minute later, then withdrawals are confirmed received and not received',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    test.setTimeout(90_000);
    await loginMember(page, 'member010', PASSWORD);
    await setPaymentPassword(page, PASSWORD, PAY);

    // Deposit: bad amounts are refused on the client, then 100 is pending until settlement.
    await openTab(page, 'depositv2');
    const before = await headerBalance(page);
    const amount = page.getByTestId('deposit-panel').locator('input[name="amount"]');
    let sent = 0;
    page.on('request', (r) => {
      if (isCallOf(walletOps.createDeposit, r)) sent++;
    });
    for (const bad of ['0', '12.345', '-3', 'abc']) {
      // A fresh form each time: the error of the previous value must not answer for this one.
      await openTab(page, 'depositv2');
      await expect(page.getByTestId('deposit-panel').locator('.field__error')).toHaveCount(0);
      await amount.fill(bad);
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByTestId('deposit-panel').locator('.field__error')).toBeVisible();
    }
    expect(sent).toBe(0);
    await amount.fill('100');
    await page.getByTestId('deposit-submit').dblclick();
    await expect(page.getByTestId('deposit-created')).toBeVisible();
    expect(sent).toBe(1);
    const row = page.getByTestId('deposit-list').locator('tbody tr').first();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'pending');

    await advanceClock(page, 61_000);
    await page.reload();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'credited');
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 100, 2);

    // Withdraw twice; amounts beyond the balance are refused before sending.
    await openTab(page, 'withdraw');
    const panel = page.getByTestId('withdraw-panel');
    const withdraw = async (value: string) => {
      await panel.locator('input[name="amount"]').fill(value);
      await panel.locator('input[name="bankName"]').fill('Demo Bank');
      await panel.locator('input[name="bankAccountNo"]').fill('123-456-789');
      await panel.locator('input[name="payeeName"]').fill('Member Ten');
      await panel.locator('input[name="paymentPassword"]').fill(PAY);
      await page.getByTestId('withdraw-submit').click();
    };
    await withdraw(String(before + 100 + 1));
    await expect(panel.locator('.field__error').first()).toBeVisible();
    await expect(page.getByTestId('withdraw-created')).toHaveCount(0);
    await withdraw('40');
    await expect(page.getByTestId('withdraw-created')).toBeVisible();
    await withdraw('30');
    await expect(page.getByTestId('withdraw-created')).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 100 - 70, 2);

    await advanceClock(page, 5 * 60_000 + 1_000);
    await page.reload();
    const list = page.getByTestId('withdraw-list');
    const cards = list.locator('li');
    await expect(cards.nth(0).locator('[data-status]')).toHaveAttribute('data-status', 'approved');
    await expect(cards.nth(1).locator('[data-status]')).toHaveAttribute('data-status', 'approved');

    // The older one (40): Received.
    await cards.nth(1).getByTestId('confirm-received').click();
    await expect(cards.nth(1).locator('[data-status]')).toHaveAttribute('data-status', 'received');

    // The newer one (30): Not received; a wrong file never reaches the server, a png does.
    let uploads = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/wps\/v2\/withdraw\/\d+\/confirm$/.test(r.url())) uploads++;
    });
    const newest = cards.nth(0);
    await newest.getByTestId('confirm-not-received').click();
    await newest.getByTestId('proof-input').setInputFiles({
      name: 'proof.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await newest.getByTestId('confirm-send-proof').click();
    await expect(newest.getByTestId('confirm-error')).toBeVisible();
    await newest.getByTestId('proof-input').setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await newest.getByTestId('confirm-send-proof').click();
    await expect(newest.getByTestId('confirm-error')).toBeVisible();
    expect(uploads).toBe(0);
    await newest.getByTestId('proof-input').setInputFiles({
      name: 'proof.png',
      mimeType: 'image/png',
      buffer: PNG_1x1,
    });
    await newest.getByTestId('confirm-send-proof').click();
    await expect(newest.locator('[data-status]')).toHaveAttribute('data-status', 'notReceived');
    expect(uploads).toBe(1);
  },
);
