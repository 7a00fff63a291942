import { localize } from '#schemas/localized.ts';
import { expect, loginShared, DEMO, test } from './fixtures.ts';
import { nameTexts } from '#schemas/name-texts.ts';

test('home shows the tenant with its own name, title and theme', async ({ page, tenant }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(
    localize(nameTexts(tenant).title, tenant.languages.default, tenant.languages.default),
  );
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', tenant.themes.default);
  await expect(page.locator('html')).toHaveAttribute('lang', tenant.languages.default);
});

test('player logs in and sees the balance', async ({ page }) => {
  await page.goto('/');
  // The demo player is shared: another worker may be signing it in at this moment.
  await loginShared(page, DEMO.player.username, DEMO.player.password);
  await expect(page.getByTestId('balance')).toBeVisible();
});
