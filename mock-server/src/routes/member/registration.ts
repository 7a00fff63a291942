// Registration, by username, by mobile or by mobile alone, with the SMS code it may need, and the
// check of an agent's invitation code.
import type { Request, Response } from 'express';
import type { memberOps } from '#schemas/api/member.ts';
import type { BodyOf } from '#schemas/api/operation.ts';
import {
  byMobile,
  registrationFieldErrors,
  registrationOpen,
  ruleOf,
  type RegistrationVariant,
} from '../../domain/members/registration.ts';
import {
  findByAccount,
  findByMobile,
  findByReferralCode,
  newReferralCode,
  openSession,
} from '../../domain/members/service.ts';
import { welcomeMember } from '../../domain/content/welcome.ts';
import { hashPin } from '../../domain/wallet/pin-hash.ts';
import type { Handlers } from '../../http/bind.ts';
import { isAgent, type Member } from '../../records/members.ts';
import { ApiError } from '../../refusals/api-error.ts';
import { consumeFormCaptcha, proofOf, sendProofOf } from '../../security/captcha.ts';
import { addressSource } from '../../security/hash-pool.ts';
import { rememberDevice } from '../../security/known-device.ts';
import { hashPassword, unusableHash } from '../../security/password.ts';
import { assertMayRegister, recordTakenAnswer } from '../../security/register-probes.ts';
import { consumeSmsCode, maskMobile, normalizeMobile, sendSmsCode } from '../../security/sms.ts';
import { nextId } from '../../store/data.ts';
import type { Deps } from '../../deps.ts';
import { mainDomainOf, type Tenant } from '../../tenancy.ts';
import { fieldInvalid } from './shared.ts';

type Ops = typeof memberOps;
type RegistrationBody = BodyOf<Ops['register']>;

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

export const registrationRoutes = (
  deps: Deps,
): Pick<
  Handlers<Ops>,
  'register' | 'registerMobile' | 'registerOnlyMobile' | 'registerSms' | 'affiliate'
> => ({
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
    const holder = findByMobile(tenant.store.data, body.mobileNo);
    const sent = sendSmsCode(tenant.volatile, 'register', body.mobileNo, now, {
      ip,
      dialingCode: body.countryDialingCode,
      // A member's number gets the sign-in link with the code (security/sms-link.ts).
      ...(holder ? { accountId: holder.id } : {}),
      signInLink: m.api.wire !== 'platform',
      proveHuman: sendProofOf(tenant, deps.pinPepper, body, now),
    });
    return {
      expiredMinutes: sent.expiredMinutes,
      message: `Code sent to +${body.countryDialingCode.replace(/^\+/, '')} ${maskMobile(body.mobileNo)}`,
    };
  },

  affiliate: ({ tenant, query }) => {
    const owner = findByReferralCode(tenant.store.data, query.code);
    if (!owner || !isAgent(owner))
      throw new ApiError(400, 'invitation_code_error', 'the invitation code is not valid');
    return { valid: true, domain: mainDomainOf(tenant.manifest) };
  },
});
