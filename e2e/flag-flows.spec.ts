// Flag-dependent login and account items are present exactly when the tenant enables them (and
// absent otherwise); free play logs a trial member in, whose pages ask nothing the server refuses.
// A flow: once per behaviour profile.
import { DEMO, expect, localeText, openLogin, signIn, startFreePlay, test } from './fixtures.ts';
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
  await startFreePlay(page);
  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-securityCenter').click();
  await expect(page.getByTestId('dialog')).toBeVisible();
});

test("a trial session's pages ask nothing the server refuses, and log no error", async ({
  page,
  tenant,
}) => {
  test.skip(!tenant.flags.freePlay, 'free play is off');
  // Thirteen screens, each until its calls are answered.
  test.setTimeout(150_000);
  const refused: string[] = [];
  const errors: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) refused.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await startFreePlay(page);
  // Every screen a trial player can open: the member centre (its trial warning) and its inbox
  // tab, the promotions, the game lists, favourites and recent games, the lotteries and the
  // provider's lottery lobby (its launch is for real accounts), the points mall, and home.
  // Each waits until the page's calls have been answered.
  const screens = [
    '/member',
    '/member?tab=messageV2',
    '/promotions',
    '/rng',
    '/live',
    '/favorite',
    '/recent',
    '/new',
    '/lottery',
    '/vnLottery',
    '/lottoLobby?area=VN&view=lobby',
    '/pointMall',
    '/',
  ];
  for (const path of screens) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (path.startsWith('/lottoLobby'))
      await expect(page.getByTestId('lotto-lobby-error')).toHaveText(
        localeText(tenant.languages.default, 'in_need_true_account'),
      );
  }
  await expect(page.getByTestId('balance')).toBeVisible();
  expect(refused, 'calls the server refused').toEqual([]);
  expect(errors, 'console errors').toEqual([]);
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
