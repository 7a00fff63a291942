// Passwords: changing one, resetting it by e-mail or by an SMS code, and the payment password that
// guards withdrawals. A new password is checked against the tenant's rule and its default.
import type { memberOps } from '#schemas/api/member.ts';
import { checkField, ruleMessageKey } from '#schemas/field-rules.ts';
import { checkCurrentPassword } from '../../domain/members/current-password.ts';
import { ruleOf } from '../../domain/members/registration.ts';
import {
  endSessions,
  findByAccount,
  findByMobile,
  openSession,
} from '../../domain/members/service.ts';
import { endTickets } from '../../domain/games/tickets.ts';
import { hashPin } from '../../domain/wallet/pin-hash.ts';
import type { Handlers } from '../../http/bind.ts';
import { ApiError } from '../../refusals/api-error.ts';
import { proofOf } from '../../security/captcha.ts';
import { addressSource } from '../../security/hash-pool.ts';
import { knownDevice, rememberDevice } from '../../security/known-device.ts';
import { hashPassword } from '../../security/password.ts';
import { consumeSmsCode } from '../../security/sms.ts';
import type { Deps } from '../../deps.ts';
import { sendCodeToNumber } from '../sms-to-number.ts';
import type { Tenant } from '../../tenancy.ts';
import { fieldInvalid, ownRecord } from './shared.ts';

type Ops = typeof memberOps;

/** Checks a new password against the tenant's password rule. */
function checkNewPassword(tenant: Tenant, field: string, password: string): void {
  const rule = ruleOf(tenant.manifest, 'password');
  if (!rule) return;
  const check = checkField({ ...rule, required: true }, password);
  if (check.ok) {
    // The platform's default password is what an operator hands out; a member's own new password
    // must not be it, or the account would be forced to change it again at next login.
    if (password === tenant.manifest.security.defaultPassword)
      throw new ApiError(400, 'password_is_default', 'choose a password of your own', { field });
    return;
  }
  fieldInvalid([
    check.reason === 'required'
      ? { field, key: 'not_empty' }
      : {
          field,
          key: ruleMessageKey(check.patternId),
          ...(check.min !== undefined ? { min: check.min } : {}),
          ...(check.max !== undefined ? { max: check.max } : {}),
        },
  ]);
}

export const passwordRoutes = (
  deps: Deps,
): Pick<
  Handlers<Ops>,
  'resetSms' | 'changePassword' | 'forgotPasswordEmail' | 'setPasswordByPhone' | 'paymentPassword'
> => ({
  resetSms: ({ tenant, body, ip, req }) => {
    if (!tenant.manifest.flags.forgotPasswordByPhone)
      throw new ApiError(403, 'feature_disabled', 'password reset by phone is not enabled');
    // Registered or not, the number gets the same answer (and counts against the same quotas).
    return sendCodeToNumber(deps, 'reset', { tenant, body, ip, req });
  },

  changePassword: async ({ tenant, member, session, body }) => {
    if (body.newPassword !== body.confirmNewPassword)
      throw new ApiError(400, 'inconsistent_twice', 'the two new passwords differ');
    const now = deps.clock.now();
    await checkCurrentPassword(
      tenant.volatile,
      member,
      body.oldPassword,
      now,
      'old_password_incorrect',
    );
    if (body.newPassword === body.oldPassword)
      throw new ApiError(400, 'password_same_as_old', 'choose a password you have not used');
    checkNewPassword(tenant, 'newPassword', body.newPassword);
    const hash = await hashPassword(body.newPassword, deps.passwordCost);
    await tenant.store.write((d) => {
      const m = ownRecord(d, member.id);
      m.passwordHash = hash;
      m.passwordChangedAt = now;
      m.passwordIsDefault = body.newPassword === tenant.manifest.security.defaultPassword;
      // Whoever else held a session (perhaps with the old password) is logged out; this one stays.
      endSessions(d, m.id, 'passwordChanged', session.token);
      // Games launched with the old password stop betting too, this session's included.
      endTickets(d.games, m.id);
    });
    return {};
  },

  forgotPasswordEmail: ({ tenant, body }) => {
    const m = findByAccount(tenant.store.data, body.username);
    if (!m || !m.email || m.email.toLowerCase() !== body.email.trim().toLowerCase())
      throw new ApiError(
        400,
        'Username/Email does not exist',
        'no account has this name and e-mail',
      );
    // Nothing is mailed by the mock: the answer is what the user would be told.
    return 'in_been_out';
  },

  setPasswordByPhone: async ({ tenant, body, ip, req, res }) => {
    if (!tenant.manifest.flags.forgotPasswordByPhone)
      throw new ApiError(403, 'feature_disabled', 'password reset by phone is not enabled');
    const now = deps.clock.now();
    checkNewPassword(tenant, 'newPassword', body.newPassword);
    // An unregistered number has no code: it is refused like a wrong code (no enumeration).
    const owner = findByMobile(tenant.store.data, body.mobileNum);
    const device = knownDevice(req, deps.pinPepper, tenant.code, owner?.id, now);
    consumeSmsCode(tenant.volatile, 'reset', body.mobileNum, body.verificationCode, now, {
      ip,
      ...(device ? { device } : {}),
      proveHuman: proofOf(tenant, deps.pinPepper, body, now),
    });
    const target = owner;
    if (!target)
      throw new ApiError(400, 'auth/invalid-verification-code', 'the SMS code is not valid');
    const hash = await hashPassword(body.newPassword, deps.passwordCost, addressSource(ip));
    rememberDevice(req, res, deps.pinPepper, tenant.code, target.id, now);
    return tenant.store.write((d) => {
      const m = d.members.find((x) => x.id === target.id);
      if (!m) throw new ApiError(400, 'auth/invalid-verification-code', 'no such account');
      // A reset ends every session of the member (and the games they launched) before opening
      // the new one.
      endSessions(d, m.id, 'passwordChanged');
      endTickets(d.games, m.id);
      m.passwordHash = hash;
      m.passwordChangedAt = now;
      m.passwordIsDefault = body.newPassword === tenant.manifest.security.defaultPassword;
      // The code proved the phone: this IP becomes known, no second factor.
      return openSession(d, m.id, { ip, area: 'player', now, manifest: tenant.manifest });
    });
  },

  paymentPassword: async ({ tenant, member, body }) => {
    if (body.newPaymentPassword !== body.confirmPaymentPassword)
      throw new ApiError(400, 'inconsistent_twice', 'the two payment passwords differ');
    await checkCurrentPassword(
      tenant.volatile,
      member,
      body.loginPassword,
      deps.clock.now(),
      'in_incorrect_password',
    );
    const hash = hashPin(body.newPaymentPassword, deps.pinPepper);
    await tenant.store.write((d) => {
      const m = ownRecord(d, member.id);
      m.paymentPasswordHash = hash;
    });
    return { hasPaymentPassword: true };
  },
});
