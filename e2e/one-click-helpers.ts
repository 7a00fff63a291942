// The player's side of a one-click sign-in, shared by the specs that go through one: the provider's
// consent form and the finish popup that asks what the tenant requires and the provider did not give.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { TenantManifest } from '#schemas/index.ts';
import { expect, smsCode } from './fixtures.ts';
import { randomMobile } from './register-helpers.ts';

/** The site's words in the tenant's default language (a fresh browser's). */
export const wordsOf = (tenant: TenantManifest) =>
  JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, `../runtime/locales/${tenant.languages.default}.json`),
      'utf8',
    ),
  ) as Record<string, string>;

export const uniqueSub = (p: string) =>
  `${p}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Signs in at the provider as `sub`, with a name and nothing else (no phone; an email if given). */
export async function allowAs(page: Page, sub: string, email = '') {
  await page.locator('#sub').fill(sub);
  await page.locator('#name').fill(`Player ${sub.slice(-6)}`);
  await page.locator('#email').fill(email);
  await page.locator('#phone').fill('');
  await page.locator('button[value="allow"]').click();
}

/** Answers what the finish popup asks, as a player would. */
export async function answerAsked(page: Page, tenant: TenantManifest, apiOrigin = '') {
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
    await code.fill(await smsCode(page, mobile, apiOrigin));
  }
  await modal.locator('button[type="submit"]').click();
  return asked;
}
