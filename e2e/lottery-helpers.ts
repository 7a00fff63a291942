// Helpers of the lottery, promotions and points specs: log in a seeded account and read the
// header balance as a number; translated messages of a tenant's default language; the
// forgot-password popup's phone tab.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DOWNLINE_PASSWORD, openLogin, signIn } from './fixtures.ts';

export const MEMBER_PASSWORD = DOWNLINE_PASSWORD;

export async function loginAs(page: Page, username: string, password: string) {
  await signIn(page, username, password);
}

/** The header balance as a number ("4,129.00" -> 4129). */
export async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance-amount').textContent()) ?? '';
  return Number(text.replace(/[^0-9.-]/g, ''));
}

/** A message as the runtime ships it (the shell file, then every area's file), slots filled. */
export function message(lang: string, key: string, values: Record<string, unknown> = {}): string {
  const dir = path.resolve(import.meta.dirname, '..', 'runtime', 'locales');
  const files = [
    path.join(dir, `${lang}.json`),
    ...fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => path.join(dir, d.name, `${lang}.json`)),
  ].filter((f) => fs.existsSync(f));
  let found: string | undefined;
  for (const f of files) {
    const m = JSON.parse(fs.readFileSync(f, 'utf8')) as Record<string, string>;
    if (m[key] !== undefined) found = m[key];
  }
  if (found === undefined) throw new Error(`no message ${key} in ${lang}`);
  return found.replace(/\{\{(\w+)\}\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );
}

/** Opens the forgot-password popup from the header's login, on its phone tab. */
export async function openPhoneReset(page: Page, lang: string) {
  await page.goto('/');
  await openLogin(page);
  await page
    .getByTestId('login-modal')
    .getByRole('button', { name: message(lang, 'auth.forgotPassword') })
    .click();
  const modal = page.getByTestId('forgot-modal');
  await modal.getByRole('tab', { name: message(lang, 'auth.byPhone') }).click();
  return modal;
}
