// Each brand's side menu and footer: its categories, customer-service and social links, licence
// and age note, present exactly as its manifest configures them (a brand check: every tenant).
// The flag-driven login and account items are flows: flag-flows.spec.ts.
import { localize } from '#schemas/localized.ts';
import { expect, test } from './fixtures.ts';
import { nameTexts } from '#schemas/name-texts.ts';

test('side menu: categories with vendors, referral, points mall, CS links, licence, languages', async ({
  page,
  tenant,
}) => {
  await page.goto('/');
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId('menu-referral')).toHaveCount(tenant.flags.referral ? 1 : 0);
  await expect(menu.getByTestId('menu-pointmall')).toHaveCount(tenant.flags.PTSYS3 ? 1 : 0);
  await expect(menu.getByTestId('menu-rebate')).toHaveCount(tenant.flags.MANPLAYREB3 ? 1 : 0);
  const cats = tenant.games.categories as Record<string, string[] | undefined>;
  await expect(menu.getByTestId('menu-cat-LIVE')).toHaveCount(cats.LIVE?.length ? 1 : 0);
  await expect(menu.getByTestId('menu-cat-PVP')).toHaveCount(cats.PVP?.length ? 1 : 0);
  await expect(menu.getByTestId('menu-cat-LOTT')).toHaveCount(cats.LOTT?.length ? 1 : 0);
  await expect(menu.getByTestId('menu-cat-BGS')).toHaveCount(cats.BGS?.length ? 1 : 0);
  for (const cs of new Set(tenant.customerService.map((c) => c.type))) {
    await expect(menu.getByTestId(`menu-cs-${cs}`).first()).toBeVisible();
  }
  await menu.getByTestId('menu-licence').click();
  await expect(page.getByTestId('licence-modal')).toContainText(
    localize(nameTexts(tenant).licence, tenant.languages.default, tenant.languages.default),
  );
  const options = await page
    .getByTestId('language-select')
    .locator('option')
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  expect(options.sort()).toEqual([...tenant.languages.available].sort());
});

test('footer: social links exactly as configured, 18+ note', async ({ page, tenant }) => {
  await page.goto('/');
  const footer = page.getByTestId('footer');
  for (const net of [
    'facebook',
    'tiktok',
    'youtube',
    'twitter',
    'instagram',
    'telegram',
    'whatsapp',
  ]) {
    const url = (tenant.social as Record<string, string | undefined> | undefined)?.[net];
    await expect(footer.getByTestId(`social-${net}`)).toHaveCount(url ? 1 : 0);
  }
  await expect(footer).toContainText(`${tenant.legal.minimumAge}+`);
  await expect(page.getByTestId('floating-cs')).toBeVisible();
});
