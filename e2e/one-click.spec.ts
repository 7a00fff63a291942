// One-click sign-in through the whole redirect flow, on a tenant whose flags show the buttons: the
// button leaves for the server, the embedded OpenID Connect provider's consent page comes up in
// the tenant's language, and the provider's answer comes back to the site. Each provider: first
// time (member created, the fields the tenant requires and the provider did not give asked), then
// again (the same member signed in); plus a cancelled consent and a state mismatch.
import type { Locator, Page } from '@playwright/test';
import type { TenantManifest } from '#schemas/index.ts';
import {
  ONE_CLICK_COMPLETE_PATH,
  ONE_CLICK_PROVIDERS,
  type OneClickProvider,
} from '#schemas/one-click.ts';
import { DOWNLINE_PASSWORD, authed } from './agent-helpers.ts';
import { api, expect, openLogin, test, uniqueName } from './fixtures.ts';
import { allowAs, answerAsked, uniqueSub, wordsOf } from './one-click-helpers.ts';

/** From the site's login popup to the provider's consent page. */
async function toConsent(page: Page, provider: OneClickProvider) {
  await page.goto('/');
  await openLogin(page);
  await page.getByTestId(`one-click-${provider}`).click();
  await expect(page.locator('button[value="allow"]')).toBeVisible();
}

/**
 * A member who signs in with a password and has `email` on file: agent1's fresh downline (the
 * session from the test route: signing in is not the subject here).
 */
async function memberWithEmail(page: Page) {
  await page.goto('/');
  const sessionOf = async (account: string, area: 'player' | 'agent') =>
    (await api<{ token: string }>(page, 'POST', '/__test/session', { account, area })).json.value
      .token;
  const account = uniqueName('link');
  const made = await authed(
    page,
    'POST',
    '/wps/agent/team/register',
    { account, password: DOWNLINE_PASSWORD, confirmPassword: DOWNLINE_PASSWORD },
    await sessionOf('agent1', 'agent'),
  );
  expect(made.json.success, JSON.stringify(made.json)).toBe(true);
  const email = `${account}@example.com`;
  const saved = await authed(
    page,
    'PUT',
    '/wps/member/info',
    { email },
    await sessionOf(account, 'player'),
  );
  expect(saved.json.success, JSON.stringify(saved.json)).toBe(true);
  return { account, email };
}

/** Back from the provider with an identity whose email is `email`'s: the popup asks to link. */
async function askedToLink(page: Page, tenant: TenantManifest, email: string) {
  const provider = ONE_CLICK_PROVIDERS.find((p) => tenant.flags.oneClickLogin[p])!;
  await toConsent(page, provider);
  await allowAs(page, uniqueSub(provider), email);
  const modal = page.getByTestId('one-click-modal');
  // The ticket is traded as the popup opens: on a busy machine that takes a while.
  await expect(modal.locator('form')).toBeVisible({ timeout: 30_000 });
  await expect(modal).toContainText(wordsOf(tenant)['bind_customer_required']!);
  return modal;
}

/** Types `password` as the existing member's and submits the link form. */
async function linkWith(modal: Locator, password: string) {
  await modal.locator('input[name="password"]').fill(password);
  await modal.locator('button[type="submit"]').click();
}

const signedIn = async (page: Page) => {
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/, { timeout: 20_000 });
  const info = await api<{ account: string }>(page, 'GET', '/wps/member/info', undefined, {
    asMember: true,
  });
  return info.json.value.account;
};

test.describe('one-click sign-in', () => {
  for (const provider of ONE_CLICK_PROVIDERS) {
    test(`${provider}: first time creates the member and asks what is missing; again signs in`, async ({
      page,
      tenant,
    }) => {
      test.skip(!tenant.flags.oneClickLogin[provider], `${provider} is off for ${tenant.code}`);
      // Two full trips to the provider and back, each loading the site again.
      test.setTimeout(150_000);
      const sub = uniqueSub(provider);
      await toConsent(page, provider);
      // The consent page speaks the tenant's language.
      await expect(page.locator('html')).toHaveAttribute('lang', tenant.languages.default);
      await page.screenshot({ path: test.info().outputPath(`consent-${provider}.png`) });
      await allowAs(page, sub);
      // Back on the site: the rules this tenant has that the provider did not cover are asked.
      const asked = await answerAsked(page, tenant);
      expect(asked).toBeGreaterThan(0);
      const account = await signedIn(page);
      expect(account).toMatch(new RegExp(`^${provider}\\d{6}$`));

      // Signed out, the same identity signs the same member in, asking nothing. The provider may
      // remember this browser (its own session) and send it straight back, as real ones do.
      await page.evaluate(() => sessionStorage.clear());
      await page.goto('/');
      await openLogin(page);
      await page.getByTestId(`one-click-${provider}`).click();
      const allow = page.locator('button[value="allow"]');
      await expect(allow.or(page.getByTestId('balance-amount'))).toBeVisible({ timeout: 20_000 });
      if (await allow.isVisible()) await allowAs(page, sub);
      await expect(await signedIn(page)).toBe(account);
      await expect(page.getByTestId('one-click-modal')).toHaveCount(0);
    });
  }

  test('a cancelled consent says so in the login popup', async ({ page, tenant }) => {
    test.setTimeout(90_000);
    const provider = ONE_CLICK_PROVIDERS.find((p) => tenant.flags.oneClickLogin[p])!;
    await toConsent(page, provider);
    await page.locator('button[value="cancel"]').click();
    const modal = page.getByTestId('login-modal');
    await expect(modal.getByTestId('login-error')).toHaveText(
      wordsOf(tenant)['auth/popup-closed-by-user']!,
    );
    await expect(page).not.toHaveURL(/#oneclick/);
    await expect(page.getByTestId('balance')).toHaveCount(0);
  });

  test("a provider's answer opened in another browser is a state mismatch", async ({
    page,
    browser,
    tenant,
  }) => {
    test.setTimeout(90_000);
    const provider = ONE_CLICK_PROVIDERS.find((p) => tenant.flags.oneClickLogin[p])!;
    await toConsent(page, provider);
    // Someone signs in in their own browser and notes where the provider sent it back...
    const sentBack = page.waitForRequest((r) =>
      r.url().includes(`/wps/oidc/${provider}/callback?`),
    );
    await allowAs(page, uniqueSub(provider));
    const callback = (await sentBack).url();
    expect(callback).toContain(`/wps/oidc/${provider}/callback?code=`);
    // ...and has another browser open it (a login pushed into a victim's browser).
    const other = await browser.newContext();
    const victim = await other.newPage();
    await victim.goto(callback);
    const modal = victim.getByTestId('login-modal');
    // A cold load in a fresh browser: on the busy machine the popup came more than 12 s after it.
    await expect(modal.getByTestId('login-error')).toHaveText(
      wordsOf(tenant)['auth/state-mismatch']!,
      { timeout: 45_000 },
    );
    await expect(victim.getByTestId('balance')).toHaveCount(0);
    await other.close();
  });
  test("an identity with an existing member's email links to that member once its password is given", async ({
    page,
    tenant,
  }) => {
    test.setTimeout(150_000);
    const { account, email } = await memberWithEmail(page);
    const modal = await askedToLink(page, tenant, email);
    // The popup names the account it would link, masked (the owner knows it; whoever typed the
    // email at a provider does not learn it), and asks nothing the provider answered.
    await expect(modal.locator('input[name="account"]')).toHaveValue(
      `${account.slice(0, 2)}***${account.slice(-1)}`,
    );
    await expect(modal.locator('input[name="email"]')).toHaveCount(0);
    await linkWith(modal, 'Not-the-password1');
    await expect(modal.locator('.field__error')).toHaveText(
      wordsOf(tenant)['in_incorrect_password']!,
    );
    await expect(page.getByTestId('balance')).toHaveCount(0);
    await linkWith(modal, DOWNLINE_PASSWORD);
    expect(await signedIn(page)).toBe(account);
    await expect(modal).toHaveCount(0);
  });

  test('wrong passwords spend a link: then even the right one sends the player back to start again', async ({
    page,
    tenant,
  }) => {
    test.setTimeout(150_000);
    const { email } = await memberWithEmail(page);
    const modal = await askedToLink(page, tenant, email);
    for (let i = 1; i <= 5; i++) {
      const answered = page.waitForResponse((r) => r.url().endsWith(ONE_CLICK_COMPLETE_PATH));
      await linkWith(modal, `Wrong-guess${i}`);
      expect((await answered).status()).toBe(400);
      await expect(modal.locator('.field__error')).toHaveText(
        wordsOf(tenant)['in_incorrect_password']!,
      );
    }
    await linkWith(modal, DOWNLINE_PASSWORD);
    const login = page.getByTestId('login-modal');
    await expect(login.getByTestId('login-error')).toHaveText(
      wordsOf(tenant)['auth/code-expired']!,
    );
    await expect(page.getByTestId('balance')).toHaveCount(0);
  });
});
