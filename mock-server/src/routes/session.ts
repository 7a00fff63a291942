// Session family: login (username or SMS code) with captcha, lockout and second factor; free
// play; logout; SMS login code.
import crypto from 'node:crypto';
import type { sessionOps } from '../../../schemas/api/session.ts';
import { ApiError } from '../http/api-error.ts';
import type { RouteModule } from '../http/bind.ts';
import { post } from '../domain/ledger.ts';
import { completeChallenge, startChallenge } from '../domain/members/second-factor.ts';
import {
  findByAccount,
  findByMobile,
  newReferralCode,
  openSession,
} from '../domain/members/service.ts';
import { NON_MEMBER_TYPE, TRIAL_TYPE, isAgent, type Member } from '../domain/members/types.ts';
import { consumeCaptcha } from '../security/captcha.ts';
import { TRIAL_BALANCE_MINOR } from '../security/limits.ts';
import { assertNotLocked, recordFailure, recordSuccess } from '../security/lockout.ts';
import { hashPassword, verifyPassword } from '../security/password.ts';
import { consumeSmsCode, maskMobile, sendSmsCode } from '../security/sms.ts';
import { nextId } from '../store/data.ts';
import type { Tenant } from '../tenancy.ts';

/** A failed credential check: counted, and the next attempt for the account needs a captcha. */
function failLogin(tenant: Tenant, account: string, ip: string, now: number, e: ApiError): never {
  recordFailure(tenant.volatile, account, ip, now);
  tenant.volatile.captchaRequired.add(account.toLowerCase());
  throw new ApiError(e.status, e.key, e.message, { captcha: true });
}

export const sessionRoutes: RouteModule<typeof sessionOps> = (deps) => ({
  login: async ({ tenant, body, ip }) => {
    const now = deps.clock.now();
    const v = tenant.volatile;
    const type = body.type ?? 'username';
    const area = body.area ?? 'player';
    const name = body.username.trim();
    const key = name.toLowerCase();
    assertNotLocked(v, name, ip, now);
    if (type === 'sms' && !tenant.manifest.flags.mobileCodeLogin)
      throw new ApiError(403, 'feature_disabled', 'SMS login is not enabled on this site');
    if (v.captchaRequired.has(key)) consumeCaptcha(v, body.captchaId, body.captcha, now);

    const data = tenant.store.data;
    const member = type === 'sms' ? findByMobile(data, name) : findByAccount(data, name);
    if (!member) {
      failLogin(
        tenant,
        name,
        ip,
        now,
        new ApiError(400, 'Username/Email does not exist', 'no such account'),
      );
    }
    if (type === 'sms') {
      try {
        consumeSmsCode(v, 'login', name, body.password, now);
      } catch (e) {
        if (e instanceof ApiError) failLogin(tenant, name, ip, now, e);
        throw e;
      }
    } else if (!(await verifyPassword(body.password, member.passwordHash))) {
      failLogin(
        tenant,
        name,
        ip,
        now,
        new ApiError(400, 'in_incorrect_password', 'wrong username or password'),
      );
    }
    recordSuccess(v, name);
    v.captchaRequired.delete(key);

    if (member.type === NON_MEMBER_TYPE)
      throw new ApiError(403, 'member_no_enter', 'this account cannot log in here');
    if (area === 'agent' && !isAgent(member))
      throw new ApiError(403, 'error_not_agent', 'only agents can log in to the agent area');
    const passwordIsDefault =
      type === 'username' && body.password === tenant.manifest.security.defaultPassword;

    if (member.knownIps.length > 0 && !member.knownIps.includes(ip)) {
      return startChallenge(v, member, { ip, area, passwordIsDefault, now });
    }
    return tenant.store.write((d) =>
      openSession(d, member.id, { ip, area, now, manifest: tenant.manifest, passwordIsDefault }),
    );
  },

  loginSecondFactor: async ({ tenant, body, ip }) => {
    const now = deps.clock.now();
    const c = completeChallenge(tenant.volatile, body.challengeId, body.verificationCode, ip, now);
    return tenant.store.write((d) =>
      openSession(d, c.memberId, {
        ip,
        area: c.area,
        now,
        manifest: tenant.manifest,
        passwordIsDefault: c.passwordIsDefault,
      }),
    );
  },

  logout: async ({ tenant, session }) => {
    await tenant.store.write((d) => {
      d.sessions = d.sessions.filter((s) => s.token !== session.token);
    });
    return {};
  },

  freePlay: async ({ tenant, ip }) => {
    if (!tenant.manifest.flags.freePlay)
      throw new ApiError(403, 'feature_disabled', 'free play is not enabled on this site');
    const now = deps.clock.now();
    // An unusable password: trial accounts only ever log in through this call.
    const passwordHash = await hashPassword(crypto.randomBytes(24).toString('base64'));
    return tenant.store.write((d) => {
      const id = nextId(d);
      const member: Member = {
        id,
        account: `trial${id}`,
        nickname: `Guest ${id}`,
        type: TRIAL_TYPE,
        passwordHash,
        passwordChangedAt: now,
        passwordIsDefault: false,
        profile: {},
        referralCode: newReferralCode(d),
        vipLevel: 0,
        createdAt: now,
        knownIps: [],
        frozen: false,
      };
      d.members.push(member);
      post(d, {
        memberId: id,
        amount: TRIAL_BALANCE_MINOR,
        type: 'bonus',
        at: now,
        note: 'trial balance',
      });
      return openSession(d, id, { ip, area: 'player', now, manifest: tenant.manifest });
    });
  },

  loginCode: ({ tenant, body }) => {
    if (!tenant.manifest.flags.mobileCodeLogin)
      throw new ApiError(403, 'feature_disabled', 'SMS login is not enabled on this site');
    const member = findByMobile(tenant.store.data, body.mobileNum);
    if (!member)
      throw new ApiError(400, 'Username/Email does not exist', 'no account has this number');
    const sent = sendSmsCode(tenant.volatile, 'login', body.mobileNum, deps.clock.now());
    return {
      expiredMinutes: sent.expiredMinutes,
      message: `Code sent to +${body.countryDialingCode.replace(/^\+/, '')} ${maskMobile(body.mobileNum)}`,
    };
  },
});
