// Helpers of the registration specs: a valid value for every field the server's rules put on the
// register form.
import type { Page } from '@playwright/test';
import type { TenantManifest } from '#schemas/index.ts';
import { answerCaptcha, expect, smsCode, uniqueName } from './fixtures.ts';

/** A random mobile number that fits the tenant's mobileNum rule (e.g. 11 digits from 1 on longwan). */
export function randomMobile(tenant: TenantManifest): string {
  const rule = tenant.registration.fields.mobileNum;
  const length = rule?.maxLength ?? 10;
  const prefix = rule?.acceptedPattern?.startsWith('^1') ? '1' : '08';
  let digits = prefix;
  while (digits.length < length) digits += String(Math.floor(Math.random() * 10));
  return digits;
}

/** Fills every field the server's rules put on the form with a valid value. */
export async function fillRegisterForm(
  page: Page,
  tenant: TenantManifest,
  mode: 'username' | 'mobile',
) {
  const modal = page.getByTestId('register-modal');
  const mobile = randomMobile(tenant);
  const values: Record<string, string> = {
    username: uniqueName('e2e'),
    password: 'Newpass123!',
    confirmPassword: 'Newpass123!',
    payeeName: 'Somchai Jaidee',
    email: `${uniqueName('m')}@example.com`,
    qqNum: '12345678',
    mobileNum: mobile,
    recommenderId: '',
    paymentPassword: '123456',
    line: 'lineid1',
    whatsapp: '66812345678',
    facebook: 'fbuser1',
    wechat: 'wechat1',
    idNumber: '1234567890123',
  };
  for (const [name, value] of Object.entries(values)) {
    const input = modal.locator(`input[id="root_${name}"]`);
    if ((await input.count()) > 0 && value) await input.fill(value);
  }
  const captcha = modal.locator('input[id="root_captcha"]');
  if ((await captcha.count()) > 0) await answerCaptcha(page, modal, '', captcha);
  const code = modal.locator('input[id="root_verificationCode"]');
  if ((await code.count()) > 0) {
    await modal.getByTestId('send-sms').click();
    await expect(modal.getByTestId('send-sms')).toBeDisabled();
    await code.fill(await smsCode(page, mobile));
  }
  await modal.locator('input[id="root_terms"]').check();
  return { mode, mobile, username: values.username };
}
