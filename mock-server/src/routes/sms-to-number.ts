// Sending a sign-in or reset code to a mobile number that may or may not be a member's: the answer
// and the quotas are the same either way, so the call cannot be used to look numbers up; only a
// member's number is really sent a code (with a one-time sign-in link, security/sms-link.ts).
import type { Request } from 'express';
import { findByMobile } from '../domain/members/service.ts';
import type { CaptchaAnswer } from '../security/captcha.ts';
import { sendProofOf } from '../security/captcha.ts';
import { knownDevice } from '../security/known-device.ts';
import { maskMobile, sendSmsCode, type SmsPurpose } from '../security/sms.ts';
import type { Deps } from '../deps.ts';
import type { Tenant } from '../tenancy.ts';

export function sendCodeToNumber(
  deps: Deps,
  purpose: Extract<SmsPurpose, 'login' | 'reset'>,
  {
    tenant,
    ip,
    req,
    body,
  }: {
    tenant: Tenant;
    ip: string;
    req: Request;
    body: CaptchaAnswer & { mobileNum: string; countryDialingCode: string };
  },
) {
  const member = findByMobile(tenant.store.data, body.mobileNum);
  const now = deps.clock.now();
  const device = knownDevice(req, deps.pinPepper, tenant.code, member?.id, now);
  const sent = sendSmsCode(tenant.volatile, purpose, body.mobileNum, now, {
    ip,
    ...(member ? { accountId: member.id } : {}),
    ...(device ? { device } : {}),
    deliver: member !== undefined,
    // The platform's own SMS carries no link: only Lobby's wire has the page that takes one.
    signInLink: tenant.manifest.api.wire !== 'platform',
    proveHuman: sendProofOf(tenant, deps.pinPepper, body, now),
  });
  return {
    expiredMinutes: sent.expiredMinutes,
    message: `Code sent to +${body.countryDialingCode.replace(/^\+/, '')} ${maskMobile(body.mobileNum)}`,
  };
}
