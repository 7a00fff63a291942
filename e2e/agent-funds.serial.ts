// An agent's own withdrawals, settled by the tenant's clock (a serial project: the clock moves):
// once approved, the agent centre asks the member centre's question, Received or Not received
// with a proof image, and shows the answer. A fresh sub-agent, so no other test touches them.
import { expect, test } from './fixtures.ts';
import { READS_NO_TENANT_SETTING } from './profile.ts';
import {
  advanceClock,
  freshSubAgent,
  openAgentPage,
  PAYMENT_PASSWORD,
  setPaymentPassword,
} from './agent-helpers.ts';
import { PNG_1x1 } from './member-helpers.ts';

test(
  'agent-centre withdrawals are confirmed received or not received, with a proof image',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    test.setTimeout(120_000);
    await freshSubAgent(page, 200);
    await setPaymentPassword(page);

    await openAgentPage(page, 'withdraw');
    const section = page.getByTestId('agent-withdraw');
    for (const amount of ['40', '30']) {
      await section.locator('input[name="amount"]').fill(amount);
      await section.locator('input[name="bankName"]').fill('Demo Bank');
      await section.locator('input[name="bankAccountNo"]').fill('123-456-789');
      await section.locator('input[name="payeeName"]').fill('Sub Agent');
      await section.locator('input[name="paymentPassword"]').fill(PAYMENT_PASSWORD);
      await section.locator('button[type="submit"]').click();
      await expect(section.locator('.notice--success')).toBeVisible();
    }
    const rows = section.locator(
      'tbody tr[data-testid^="agent-record-"]:not([data-testid$="follow-up"])',
    );
    await expect(rows).toHaveCount(2);
    // Pending: nothing to confirm yet.
    await expect(section.getByTestId('confirm-received')).toHaveCount(0);

    await advanceClock(page, 5 * 60_000 + 1_000);
    await page.reload();
    await expect(section.locator('[data-status="approved"]')).toHaveCount(2);
    const [newest, older] = [rows.nth(0), rows.nth(1)];
    const idOf = async (row: typeof newest) =>
      (await row.getAttribute('data-testid'))!.slice('agent-record-'.length);
    const olderId = await idOf(older);
    const newestId = await idOf(newest);
    const followUp = (id: string) => section.getByTestId(`agent-record-${id}-follow-up`);

    // The older one (40): Received.
    await followUp(olderId).getByTestId('confirm-received').click();
    await expect(older.locator('[data-status]')).toHaveAttribute('data-status', 'received');
    await expect(followUp(olderId)).toHaveCount(0);

    // The newer one (30): Not received; a gif never reaches the server, a png does.
    let uploads = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/wps\/v2\/withdraw\/\d+\/confirm$/.test(r.url())) uploads++;
    });
    const step = followUp(newestId);
    await step.getByTestId('confirm-not-received').click();
    await step.locator('input[name="receivedAmount"]').fill('10');
    await step.getByTestId('proof-input').setInputFiles({
      name: 'proof.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await step.getByTestId('confirm-send-proof').click();
    await expect(step.getByTestId('confirm-error')).toBeVisible();
    expect(uploads).toBe(0);
    await step.getByTestId('proof-input').setInputFiles({
      name: 'proof.png',
      mimeType: 'image/png',
      buffer: PNG_1x1,
    });
    await step.getByTestId('confirm-send-proof').click();
    await expect(newest.locator('[data-status]')).toHaveAttribute('data-status', 'notReceived');
    expect(uploads).toBe(1);
    // What the agent said stays on the row: 20.00 still missing, one proof.
    await expect(step).toContainText('20.00');
    await expect(step.getByTestId('confirm-received')).toHaveCount(0);
  },
);
