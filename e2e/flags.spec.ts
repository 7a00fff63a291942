// Flag-dependent items are present exactly when the tenant enables them (and absent otherwise).
import { localize } from '../schemas/localized.ts';
import { DEMO, expect, login, openLogin, test } from './fixtures.ts';

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
    localize(tenant.legal.licence, tenant.languages.default, tenant.languages.default),
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

test('login popup: SMS tab, free play and one-click providers by flag', async ({
  page,
  tenant,
}) => {
  await page.goto('/');
  await openLogin(page);
  const modal = page.getByTestId('login-modal');
  await expect(modal.getByRole('tab')).toHaveCount(tenant.flags.mobileCodeLogin ? 2 : 0);
  await expect(modal.getByRole('button', { name: /free play|ทดลองเล่นฟรี|免费试玩/i })).toHaveCount(
    tenant.flags.freePlay ? 1 : 0,
  );
  for (const p of ['line', 'google', 'facebook'] as const) {
    await expect(modal.getByTestId(`one-click-${p}`)).toHaveCount(
      tenant.flags.oneClickLogin[p] ? 1 : 0,
    );
  }
  await modal.getByRole('button', { name: /forgot|ลืม|忘记/i }).click();
  const forgot = page.getByTestId('forgot-modal');
  await expect(forgot.getByRole('tab')).toHaveCount(tenant.flags.forgotPasswordByPhone ? 2 : 0);
});

test('account dropdown: points mall and manual rebate by flag', async ({ page, tenant }) => {
  await page.goto('/');
  await login(page, DEMO.player.username, DEMO.player.password);
  await page.getByTestId('account-menu').click();
  await expect(page.getByTestId('account-pointMall')).toHaveCount(tenant.flags.PTSYS3 ? 1 : 0);
  await expect(page.getByTestId('account-manualRebate')).toHaveCount(
    tenant.flags.MANPLAYREB3 ? 1 : 0,
  );
  await expect(page.getByTestId('account-agent')).toHaveCount(0);
  await expect(page.getByTestId('account-securityCenter')).toBeVisible();
});

test('free play logs in a trial member when enabled', async ({ page, tenant }) => {
  test.skip(!tenant.flags.freePlay, 'free play is off');
  await page.goto('/');
  await openLogin(page);
  await page
    .getByTestId('login-modal')
    .getByRole('button', { name: /free play|ทดลองเล่นฟรี|免费试玩/i })
    .click();
  await expect(page.getByTestId('balance')).toBeVisible();
  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-securityCenter').click();
  await expect(page.getByTestId('dialog')).toBeVisible();
});
