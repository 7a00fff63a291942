// Member family: member info and profile, avatar, registration (username and mobile variants),
// registration/reset SMS codes, affiliate check, passwords and the payment password.
import type { memberOps } from '#schemas/api/member.ts';
import type { BodyOf } from '#schemas/api/operation.ts';
import { ApiError } from '../refusals/api-error.ts';
import type { RouteModule } from '../http/bind.ts';
import { memberAvatarSvg } from '../domain/members/avatar.ts';
import {
  byMobile,
  registrationFieldErrors,
  registrationOpen,
  ruleOf,
  type FieldError,
  type RegistrationVariant,
} from '../domain/members/registration.ts';
import {
  findByAccount,
  findByMobile,
  findByReferralCode,
  endSessions,
  memberInfoOf,
  newReferralCode,
  openSession,
} from '../domain/members/service.ts';
import { isAgent, type Member } from '../records/members.ts';
import { vipLevelOf } from '../domain/rewards/service.ts';
import { endTickets } from '../domain/games/tickets.ts';
import { hashPin } from '../domain/wallet/pin-hash.ts';
import { consumeFormCaptcha, proofOf, sendProofOf } from '../security/captcha.ts';
import { hashPassword, unusableHash } from '../security/password.ts';
import { checkCurrentPassword } from '../domain/members/current-password.ts';
import type { Request, Response } from 'express';
import { addressSource } from '../security/hash-pool.ts';
import { assertMayRegister, recordTakenAnswer } from '../security/register-probes.ts';
import { knownDevice, rememberDevice } from '../security/known-device.ts';
import { consumeSmsCode, maskMobile, normalizeMobile, sendSmsCode } from '../security/sms.ts';
import { checkField, ruleMessageKey } from '#schemas/field-rules.ts';
import { nextId } from '../store/data.ts';
import type { Tenant } from '../tenancy.ts';
import type { Deps } from '../deps.ts';
import { welcomeMember } from '../domain/content/welcome.ts';

type RegistrationBody = BodyOf<typeof memberOps.register>;

function fieldInvalid(fields: FieldError[]): never {
  throw new ApiError(400, 'field_invalid', 'some fields are not valid', { fields });
}

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

/** Age in whole years on `now` of someone born on `birthday` (yyyy-MM-dd), or undefined. */
export function ageOn(birthday: string, now: number): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const born = new Date(Date.UTC(y, mo - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== mo - 1 || born.getUTCDate() !== d)
    return undefined;
  const today = new Date(now);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d))
    age -= 1;
  return age;
}

async function register(
  deps: Deps,
  tenant: Tenant,
  body: RegistrationBody,
  ip: string,
  variant: RegistrationVariant,
  http: { req: Request; res: Response },
) {
  const m = tenant.manifest;
  const flags = m.flags;
  const v = tenant.volatile;
  const now = deps.clock.now();
  if (!registrationOpen(flags, variant))
    throw new ApiError(403, 'registration_disabled', `registration by ${variant} is not enabled`);

  const errors = registrationFieldErrors(m, body, variant);
  if (errors.length > 0) fieldInvalid(errors);

  // The quota and the captcha come before anything is looked up: no answer below says "taken"
  // to whoever has not passed them.
  assertMayRegister(v, ip, now);
  const proved = ruleOf(m, 'captcha') !== undefined;
  if (proved) consumeFormCaptcha(tenant, deps.pinPepper, body, now);
  // The default password is the one an operator hands out: an account opened with it would be
  // signed in on a password others know, and told to change it only at the next login. Said only
  // past the quota and the captcha, like "taken": the answer confirms what the default is.
  if (body.password !== undefined && body.password === m.security.defaultPassword)
    throw new ApiError(400, 'password_is_default', 'choose a password of your own', {
      field: 'password',
    });
  const mobileNum = body.mobileNum ? normalizeMobile(body.mobileNum) : undefined;

  const data = tenant.store.data;
  let parent: Member | undefined;
  if (body.affiliateCode) {
    parent = findByReferralCode(data, body.affiliateCode);
    if (!parent || !isAgent(parent))
      throw new ApiError(400, 'invitation_code_error', 'the invitation code is not valid');
  }
  // The referral code comes from a link the player cannot edit (spec §2 /register): an unknown
  // one links no referrer instead of refusing a form the player has no way to fix.
  const referrer =
    body.referralCode && flags.referral ? findByReferralCode(data, body.referralCode) : undefined;
  const account = (body.username?.trim() || mobileNum) ?? '';
  // A number is only said to be taken to whoever proved they hold it (the code it received):
  // the code comes before the name and number checks when the form carries one.
  const needsCode = byMobile(variant) && flags.REGMOBVERF3;
  if (mobileNum && (needsCode || body.verificationCode))
    consumeSmsCode(v, 'register', mobileNum, body.verificationCode, now, {
      ip,
      steppedUp: proved,
      proveHuman: proofOf(tenant, deps.pinPepper, body, now),
    });
  if (mobileNum && findByMobile(data, mobileNum)) {
    recordTakenAnswer(v, ip, now);
    throw new ApiError(400, 'mobile_taken', 'this mobile number is already registered');
  }
  if (findByAccount(data, account)) {
    recordTakenAnswer(v, ip, now);
    throw new ApiError(400, 'username_taken', 'choose another name');
  }

  // Without MOBILENUMPASSREG3 a mobile registration sets no password: the member signs in with
  // SMS codes (or sets one by phone reset), so store a hash no password matches.
  const password = body.password;
  const passwordHash = password
    ? await hashPassword(password, deps.passwordCost, addressSource(ip))
    : unusableHash();
  const paymentPasswordHash = body.paymentPassword
    ? hashPin(body.paymentPassword, deps.pinPepper)
    : undefined;
  const profile: Record<string, string> = {};
  for (const k of [
    'qqNum',
    'recommenderId',
    'line',
    'whatsapp',
    'facebook',
    'wechat',
    'idNumber',
  ] as const) {
    const value = body[k]?.trim();
    if (value) profile[k] = value;
  }
  let id = 0;
  const session = await tenant.store.write((d) => {
    // Checked again inside the write: another registration may have taken the name meanwhile.
    if (findByAccount(d, account)) throw new ApiError(400, 'username_taken', 'choose another name');
    if (mobileNum && findByMobile(d, mobileNum))
      throw new ApiError(400, 'mobile_taken', 'this mobile number is already registered');
    id = nextId(d);
    const member: Member = {
      id,
      account,
      nickname: account,
      type: 0,
      passwordHash,
      passwordChangedAt: now,
      passwordIsDefault: false,
      profile,
      referralCode: newReferralCode(d),
      createdAt: now,
      knownIps: [],
      frozen: false,
    };
    if (mobileNum)
      member.mobile = {
        countryDialingCode: (body.countryDialingCode ?? '').replace(/^\+/, ''),
        mobileNum,
      };
    if (body.email) member.email = body.email.trim();
    if (body.payeeName) member.payeeName = body.payeeName.trim();
    if (paymentPasswordHash) member.paymentPasswordHash = paymentPasswordHash;
    if (parent) member.parentId = parent.id;
    if (referrer) member.referredBy = referrer.id;
    d.members.push(member);
    welcomeMember(d, member, m, now);
    return openSession(d, id, { ip, area: 'player', now, manifest: m });
  });
  rememberDevice(http.req, http.res, deps.pinPepper, tenant.code, id, now);
  return session;
}

export const memberRoutes: RouteModule<typeof memberOps> = (deps) => ({
  memberInfo: ({ tenant, member }) =>
    memberInfoOf(member, tenant.manifest, vipLevelOf(tenant.store.data, member.id)),

  memberIcon: ({ member, res }) => {
    res
      .type('image/svg+xml')
      .set('cache-control', 'private, max-age=300')
      .send(memberAvatarSvg(member));
  },

  updateProfile: async ({ tenant, member, body }) => {
    const now = deps.clock.now();
    if (body.birthday !== undefined) {
      const age = ageOn(body.birthday, now);
      if (age === undefined) fieldInvalid([{ field: 'birthday', key: ruleMessageKey(10) }]);
      if (age < tenant.manifest.legal.birthdayAge)
        throw new ApiError(
          400,
          'birthday_limit',
          `you must be ${tenant.manifest.legal.birthdayAge} or older`,
          {
            age: tenant.manifest.legal.birthdayAge,
          },
        );
    }
    const updated = await tenant.store.write((d) => {
      const m = d.members.find((x) => x.id === member.id);
      if (!m) throw new ApiError(401, 'user.or.token.invalid', 'log in again');
      const { nickname, email, ...profile } = body;
      if (nickname !== undefined) m.nickname = nickname.trim() || m.nickname;
      if (email !== undefined) m.email = email;
      for (const [k, value] of Object.entries(profile)) {
        if (typeof value === 'string') m.profile[k] = value.trim();
      }
      return m;
    });
    return memberInfoOf(updated, tenant.manifest, vipLevelOf(tenant.store.data, member.id));
  },

  setLanguage: async ({ tenant, member, body }) => {
    if (!(tenant.manifest.languages.available as readonly string[]).includes(body.language))
      fieldInvalid([{ field: 'language', key: 'field_invalid' }]);
    await tenant.store.write((d) => {
      const m = d.members.find((x) => x.id === member.id);
      if (!m) throw new ApiError(401, 'user.or.token.invalid', 'log in again');
      m.language = body.language;
    });
    return {};
  },

  register: ({ tenant, body, ip, req, res }) =>
    register(deps, tenant, body, ip, 'username', { req, res }),
  registerMobile: ({ tenant, body, ip, req, res }) =>
    register(deps, tenant, body, ip, 'mobile', { req, res }),
  registerOnlyMobile: ({ tenant, body, ip, req, res }) =>
    register(deps, tenant, body, ip, 'mobileOnly', { req, res }),

  registerSms: ({ tenant, body, ip }) => {
    const now = deps.clock.now();
    const m = tenant.manifest;
    if (!m.flags.MOBILENUMREG3 && !ruleOf(m, 'verificationCode'))
      throw new ApiError(403, 'registration_disabled', 'registration by mobile is not enabled');
    // Taken or free, the number gets a code and the same answer, within the same quotas: whether
    // it is registered is told only to whoever enters the code (registration answers
    // mobile_taken then), so the call cannot be used to look numbers up.
    const sent = sendSmsCode(tenant.volatile, 'register', body.mobileNo, now, {
      ip,
      dialingCode: body.countryDialingCode,
      proveHuman: sendProofOf(tenant, deps.pinPepper, body, now),
    });
    return {
      expiredMinutes: sent.expiredMinutes,
      message: `Code sent to +${body.countryDialingCode.replace(/^\+/, '')} ${maskMobile(body.mobileNo)}`,
    };
  },

  resetSms: ({ tenant, body, ip, req }) => {
    if (!tenant.manifest.flags.forgotPasswordByPhone)
      throw new ApiError(403, 'feature_disabled', 'password reset by phone is not enabled');
    // Registered or not, the number gets the same answer (and counts against the same quotas).
    const target = findByMobile(tenant.store.data, body.mobileNum);
    const now = deps.clock.now();
    const device = knownDevice(req, deps.pinPepper, tenant.code, target?.id, now);
    const sent = sendSmsCode(tenant.volatile, 'reset', body.mobileNum, now, {
      ip,
      ...(target ? { accountId: target.id } : {}),
      ...(device ? { device } : {}),
      deliver: target !== undefined,
      proveHuman: sendProofOf(tenant, deps.pinPepper, body, now),
    });
    return {
      expiredMinutes: sent.expiredMinutes,
      message: `Code sent to +${body.countryDialingCode.replace(/^\+/, '')} ${maskMobile(body.mobileNum)}`,
    };
  },

  affiliate: ({ tenant, query }) => {
    const owner = findByReferralCode(tenant.store.data, query.code);
    if (!owner || !isAgent(owner))
      throw new ApiError(400, 'invitation_code_error', 'the invitation code is not valid');
    return { valid: true, domain: tenant.manifest.domains[0] ?? `${tenant.code}.localhost` };
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
      const m = d.members.find((x) => x.id === member.id);
      if (!m) throw new ApiError(401, 'user.or.token.invalid', 'log in again');
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
      const m = d.members.find((x) => x.id === member.id);
      if (!m) throw new ApiError(401, 'user.or.token.invalid', 'log in again');
      m.paymentPasswordHash = hash;
    });
    return { hasPaymentPassword: true };
  },
});
