// One-click sign-in through the whole redirect flow, on a tenant whose flags show the buttons: the
// button leaves for the server, the embedded OpenID Connect provider's consent page comes up in
// the tenant's language, and the provider's answer comes back to the site. Each provider: first
// time (member created, the fields the tenant requires and the provider did not give asked), then
// again (the same member signed in); plus a cancelled consent and a state mismatch.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { TenantManifest } from '#schemas/index.ts';
import { ONE_CLICK_PROVIDERS, type OneClickProvider } from '#schemas/one-click.ts';
import { api, expect, openLogin, smsCode, test } from './fixtures.ts';
import { randomMobile } from './register-helpers.ts';

/** The site's words in the tenant's default language (a fresh browser's). */
const wordsOf = (tenant: TenantManifest) =>
  JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, `../runtime/locales/${tenant.languages.default}.json`),
      'utf8',
    ),
  ) as Record<string, string>;

const uniqueSub = (p: string) => `${p}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** From the site's login popup to the provider's consent page. */
async function toConsent(page: Page, provider: OneClickProvider) {
  await page.goto('/');
  await openLogin(page);
  await page.getByTestId(`one-click-${provider}`).click();
  await expect(page.locator('button[value="allow"]')).toBeVisible();
}

/** Signs in at the provider as `sub`, with a name and nothing else (no email, no phone). */
async function allowAs(page: Page, sub: string) {
  await page.locator('#sub').fill(sub);
  await page.locator('#name').fill(`Player ${sub.slice(-6)}`);
  await page.locator('#email').fill('');
  await page.locator('#phone').fill('');
  await page.locator('button[value="allow"]').click();
}

/** Answers what the finish popup asks, as a player would. */
async function answerAsked(page: Page, tenant: TenantManifest) {
  const modal = page.getByTestId('one-click-modal');
  // The ticket is traded as the popup opens: on a busy machine that takes a while.
  await expect(modal.locator('form')).toBeVisible({ timeout: 30_000 });
  const mobile = randomMobile(tenant);
  const values: Record<string, string> = {
    email: `${uniqueSub('mail')}@example.com`,
    payeeName: 'Somchai Tester',
    mobileNum: mobile,
  };
  let asked = 0;
  for (const [name, value] of Object.entries(values)) {
    const input = modal.locator(`input[name="${name}"]`);
    if ((await input.count()) === 0) continue;
    asked += 1;
    await input.fill(value);
  }
  const code = modal.locator('input[name="verificationCode"]');
  if ((await code.count()) > 0) {
    await modal.getByTestId('send-sms').click();
    await code.fill(await smsCode(page, mobile));
  }
  await modal.locator('button[type="submit"]').click();
  return asked;
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
    await expect(modal.getByTestId('login-error')).toHaveText(
      wordsOf(tenant)['auth/state-mismatch']!,
    );
    await expect(victim.getByTestId('balance')).toHaveCount(0);
    await other.close();
  });
});
