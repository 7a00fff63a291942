// A real session expiring on the tenant's clock (a serial project: the jump would end the
// sessions of the tenant's parallel tests).
import { advanceClock, DEMO, expect, login, test } from './fixtures.ts';
import { READS_NO_TENANT_SETTING } from './profile.ts';

test(
  'a session past its 12 h expiry ends: the next call signs the member out',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    await page.goto('/promotions');
    await login(page, DEMO.player.username, DEMO.player.password);
    await expect(page.getByTestId('balance')).toBeVisible();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    await advanceClock(page, 12 * 3_600_000 + 60_000);
    // The same token, now expired on the server: the member centre's calls answer 401.
    await page.goto('/member');
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  },
);
