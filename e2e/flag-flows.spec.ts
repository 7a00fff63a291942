// Flag-dependent login and account items are present exactly when the tenant enables them (and
// absent otherwise); free play logs a trial member in. A flow: once per behaviour profile.
import { DEMO, expect, openLogin, signIn, test } from './fixtures.ts';
import { coveredElsewhere } from './profile.ts';

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
  await signIn(page, DEMO.player.username, DEMO.player.password);
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

test('free play from /login goes home, and /login sends a trial session home', async ({
  page,
  tenant,
}) => {
  test.skip(!tenant.flags.freePlay, 'free play is off');
  const why = coveredElsewhere(test.info(), (m) => [m.flags.freePlay]);
  test.skip(!!why, why ?? '');
  await page.goto('/login');
  await page
    .getByTestId('login-modal')
    .getByRole('button', { name: /free play|ทดลองเล่นฟรี|免费试玩/i })
    .click();
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('login-modal')).toHaveCount(0);
  // A fresh load of /login with the session (as when the layout mounts again after the trial
  // session exists): home, and no login popup over it.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByTestId('login-modal')).toHaveCount(0);
});
