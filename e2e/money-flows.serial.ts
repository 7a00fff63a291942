// Deposit and withdrawal outcomes the server decides by the tenant's clock (serial project): a
// failed deposit, a rejected withdrawal (refunded), "Full payment made", and the automatic
// receipt after the tenant's confirmation time. The mock server fails any amount ending in .13
// (the way a test makes the payment provider say no). They depend on no tenant flag: they run
// once (coveredElsewhere), each with a fresh member.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { spreadElsewhere } from './profile.ts';
import { advanceClock, headerBalance, openTab } from './member-helpers.ts';
import { message } from './lottery-helpers.ts';
import { freshMember, PAY } from './rewards-helpers.ts';

test.describe.configure({ timeout: 180_000 });

const DECIDE_MS = 5 * 60_000 + 1_000;

async function withdraw(page: Page, amount: string) {
  await openTab(page, 'withdraw');
  const panel = page.getByTestId('withdraw-panel');
  await panel.locator('input[name="amount"]').fill(amount);
  await panel.locator('input[name="bankName"]').fill('Demo Bank');
  await panel.locator('input[name="bankAccountNo"]').fill('123-456-789');
  await panel.locator('input[name="payeeName"]').fill('Fresh Member');
  await panel.locator('input[name="paymentPassword"]').fill(PAY);
  await page.getByTestId('withdraw-submit').click();
  const created = page.getByTestId('withdraw-created');
  await expect(created).toBeVisible();
  return Number(((await created.textContent()) ?? '').replace(/\D/g, ''));
}

test('a failed deposit credits nothing; a rejected withdrawal gives the money back; both say so in the inbox', async ({
  page,
  tenant,
}) => {
  const why = spreadElsewhere(test.info(), 'failed deposit, rejected withdrawal');
  test.skip(!!why, why ?? '');
  const lang = tenant.languages.default;
  await freshMember(page, 100);

  await openTab(page, 'depositv2');
  await page.getByTestId('deposit-panel').locator('input[name="amount"]').fill('100.13');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-created')).toBeVisible();
  const deposit = page.getByTestId('deposit-list').locator('tbody tr').first();
  await expect(deposit.locator('[data-status]')).toHaveAttribute('data-status', 'pending');
  // The record names its channel as the form does, not by its code.
  const channel = page.getByTestId('deposit-panel').locator('.wallet__channel.is-active strong');
  await expect(deposit.locator('td').nth(2)).toHaveText((await channel.textContent()) ?? '');

  const id = await withdraw(page, '20.13');
  expect(id).toBeGreaterThan(0);
  const card = page.getByTestId(`withdrawal-${id}`);
  await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'pending');
  await expect.poll(() => headerBalance(page)).toBeCloseTo(100 - 20.13, 2);

  await advanceClock(page, DECIDE_MS);
  await page.reload();
  await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'rejected');
  await expect(card.locator('[data-status]')).toHaveText(message(lang, 'wallet.status.rejected'));
  // Nothing to confirm on a rejected withdrawal.
  await expect(card.getByTestId('confirm-received')).toHaveCount(0);
  await expect.poll(() => headerBalance(page)).toBeCloseTo(100, 2);

  await openTab(page, 'depositv2');
  await expect(deposit.locator('[data-status]')).toHaveAttribute('data-status', 'failed');
  await expect(deposit.locator('[data-status]')).toHaveText(message(lang, 'wallet.status.failed'));
  expect(await headerBalance(page)).toBeCloseTo(100, 2);

  // The inbox tells both outcomes with their amounts (a message's text shows when opened).
  await openTab(page, 'messageV2');
  const items = page.getByTestId('message-list').locator('li[data-testid^="message-"]');
  await expect(items.first()).toBeVisible();
  const bodies: string[] = [];
  for (let i = 0; i < (await items.count()); i++) {
    await items.nth(i).locator('.message__head').click();
    const body = items.nth(i).locator('.message__body');
    await expect(body).toBeVisible();
    bodies.push((await body.textContent()) ?? '');
  }
  expect(bodies.filter((b) => b.includes('100.13'))).toHaveLength(1);
  expect(bodies.filter((b) => b.includes('20.13'))).toHaveLength(1);
});

test('"Full payment made" marks a withdrawal received; one left alone is received automatically after the confirmation time', async ({
  page,
  tenant,
}) => {
  // Reads the tenant's confirmation time, which every tenant sets.
  const why = spreadElsewhere(test.info(), 'full payment and auto-receive');
  test.skip(!!why, why ?? '');
  const lang = tenant.languages.default;
  await freshMember(page, 100);
  const paid = await withdraw(page, '30');
  const left = await withdraw(page, '40');
  await expect.poll(() => headerBalance(page)).toBeCloseTo(30, 2);

  await advanceClock(page, DECIDE_MS);
  await page.reload();
  const paidCard = page.getByTestId(`withdrawal-${paid}`);
  const leftCard = page.getByTestId(`withdrawal-${left}`);
  await expect(paidCard.locator('[data-status]')).toHaveAttribute('data-status', 'approved');
  await expect(leftCard.locator('[data-status]')).toHaveAttribute('data-status', 'approved');

  await paidCard
    .getByTestId('confirm-full-payment')
    .filter({ hasText: message(lang, 'wallet.confirm.fullPayment') })
    .click();
  await expect(paidCard.locator('[data-status]')).toHaveAttribute('data-status', 'received');
  await expect(paidCard.getByTestId('confirm-full-payment')).toHaveCount(0);
  // Confirmed by the member: not the automatic receipt's note.
  await expect(paidCard.getByText(message(lang, 'wallet.confirm.forced'))).toHaveCount(0);
  await expect(leftCard.getByTestId('confirm-full-payment')).toBeVisible();

  // Not confirmed within the tenant's time: counted as received, with the note saying why.
  await advanceClock(page, tenant.wallet.withdrawAutoReceiveMinutes * 60_000 + 1_000);
  await page.reload();
  await expect(leftCard.locator('[data-status]')).toHaveAttribute('data-status', 'received');
  await expect(leftCard.getByText(message(lang, 'wallet.confirm.forced'))).toBeVisible();
  await expect(leftCard.getByTestId('confirm-received')).toHaveCount(0);
  // Receipts move no money: the 70 left the wallet when the withdrawals were made.
  await expect.poll(() => headerBalance(page)).toBeCloseTo(30, 2);
});
