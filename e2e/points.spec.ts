// Points mall (spec §2; only with PTSYS3): redeem with the payment password (a wrong one shows the
// translated error), see In Process in the history; elsewhere no entry leads to it.
import { expect, test } from './fixtures.ts';
import { loginAs, message } from './lottery-helpers.ts';
import { expectAccessible } from './axe-helpers.ts';

/** The remark the mock back office writes on a redemption waiting for review, as its players read it. */
const PENDING_REMARK: Record<string, string> & { en: string } = {
  en: 'Waiting for review',
  th: 'รอการตรวจสอบ',
  zh: '等待审核',
};

test('redeem an item with the payment password, or find no points mall', async ({
  page,
  tenant,
}) => {
  await loginAs(page, 'player1', 'Player123!');
  const lang = tenant.languages.default;
  if (!tenant.flags.PTSYS3) {
    await expect(page.getByTestId('menu-pointmall')).toHaveCount(0);
    await page.getByTestId('account-menu').click();
    await expect(page.getByTestId('account-pointMall')).toHaveCount(0);
    await page.goto('/pointMall');
    await expect(page.getByTestId('points-unavailable')).toContainText(
      message(lang, 'points.unavailable'),
    );
    return;
  }
  await page.getByTestId('menu-pointmall').click();
  await expect(page.getByTestId('point-mall')).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText(/\d/);
  await expect(page.getByTestId('points-never-expire')).toHaveText(
    message(lang, 'points.neverExpire'),
  );

  const number = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
  const balance = page.getByTestId('points-balance');
  const before = number(await balance.textContent());
  const item = page.locator('[data-testid^="mall-item-"]').first();
  const price = number(await item.locator('.mall-item__price').textContent());
  expect(price).toBeGreaterThan(0);
  expect(before).toBeGreaterThanOrEqual(price);
  await item.getByTestId('mall-redeem').click();
  const modal = page.getByTestId('redeem-modal');
  await modal.getByTestId('redeem-password').fill('000000');
  await modal.getByTestId('redeem-submit').click();
  await expect(modal.getByTestId('redeem-error')).toHaveText(
    message(lang, 'payment_password_incorrect'),
  );
  await expectAccessible(page, 'redeem-modal');

  await modal.getByTestId('redeem-password').fill('123456');
  await modal.getByTestId('redeem-submit').click();
  await expect(modal).toHaveCount(0);
  const history = page.getByTestId('redeem-history');
  await expect(history).toBeVisible();
  await expect(history.getByTestId('redemption-status').first()).toHaveText(
    message(lang, 'points.status.In Process'),
  );
  // The back office's remark on it reads in the player's language too.
  await expect(history).toContainText(PENDING_REMARK[lang] ?? PENDING_REMARK.en);
  if (lang !== 'en') await expect(history).not.toContainText(PENDING_REMARK.en);
  // The points were taken: the balance went down by the item's price (one of it).
  await expect.poll(async () => number(await balance.textContent())).toBeCloseTo(before - price, 2);
});
