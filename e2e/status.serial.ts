// Runs after every other spec of the tenant (a project of its own): it changes tenant-wide
// state (system status, the server clock) that would disturb parallel tests.
import { advanceClock, api, DEMO, expect, login, test } from './fixtures.ts';
import { expectAccessible } from './axe-helpers.ts';
import { READS_NO_TENANT_SETTING } from './profile.ts';

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ browser }, info) => {
  const page = await browser.newPage({ baseURL: info.project.use.baseURL });
  await page.goto('/');
  await api(page, 'POST', '/__test/status', { status: 0 });
  await api(page, 'POST', '/__test/reset');
  await page.close();
});

test(
  'maintenance page with a customer-service button',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    await page.goto('/');
    await api(page, 'POST', '/__test/status', { status: 1 });
    await page.reload();
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('cs-button')).toBeVisible();
    await expect(page.getByTestId('home')).toHaveCount(0);
  },
);

test(
  'access-restricted page shows the visitor IP and a customer-service button',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    await page.goto('/');
    await api(page, 'POST', '/__test/status', { status: 2 });
    await page.reload();
    await expect(page.getByTestId('blocked-page')).toBeVisible();
    await expect(page.getByTestId('visitor-ip')).toContainText(/127\.0\.0\.1|::1/);
    await expect(page.getByTestId('cs-button')).toBeVisible();
    await api(page, 'POST', '/__test/status', { status: 0 });
    await page.reload();
    await expect(page.getByTestId('home')).toBeVisible();
  },
);

test('an expired password forces the change-password modal where the policy is on', async ({
  page,
  tenant,
}) => {
  await page.goto('/');
  await advanceClock(page, 400 * 24 * 3600 * 1000);
  await login(page, 'player2', DEMO.player.password);
  if (!tenant.flags.CHNGPASSVERIF3) {
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page.getByTestId('change-password-modal')).toHaveCount(0);
    return;
  }
  const modal = page.getByTestId('change-password-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('forced-change')).toBeVisible();
  await expect(modal.getByRole('button', { name: /close|ปิด|关闭/i })).toHaveCount(0);
  await expectAccessible(page, 'change-password-modal');
  await modal.locator('input[name="oldPassword"]').fill(DEMO.player.password);
  await modal.locator('input[name="newPassword"]').fill('Changed123!');
  await modal.locator('input[name="confirmNewPassword"]').fill('Changed123!');
  await modal.locator('button[type="submit"]').click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('balance')).toBeVisible();
});
