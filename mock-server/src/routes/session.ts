// Session family: login (username or SMS code) with captcha, lockout and second factor; free
// play; logout; SMS login code; the sign-in link an SMS carries.
import type { sessionOps } from '#schemas/api/session.ts';
import { ApiError } from '../refusals/api-error.ts';
import type { RouteModule } from '../http/bind.ts';
import { completeChallenge, startChallenge } from '../domain/members/second-factor.ts';
import {
  addTrialMember,
  dropSessions,
  findByAccount,
  findByMobile,
  openSession,
} from '../domain/members/service.ts';
import { NON_MEMBER_TYPE, isAgent } from '../records/members.ts';
import { assertTrialQuota } from '../domain/members/trial-quota.ts';
import { consumeFormCaptcha, proofOf } from '../security/captcha.ts';
import { knownDevice, rememberDevice } from '../security/known-device.ts';
import {
  accountSteppedUp,
  addressNeedsCaptcha,
  admitLogin,
  assertLoginAllowed,
  loginInFlight,
  recordLoginFailure,
  recordLoginSuccess,
  hashSourceOf,
  type LoginSource,
} from '../security/login-throttle.ts';
import {
  hashPassword,
  needsRehash,
  unusableHash,
  verifyDummy,
  verifyPassword,
} from '../security/password.ts';
import { consumeSmsCode, verifyNeedsStepUp } from '../security/sms.ts';
import { openSmsLink } from '../security/sms-link.ts';
import { maskAccount } from '../domain/members/masked.ts';
import { sendCodeToNumber } from './sms-to-number.ts';
import type { Tenant } from '../tenancy.ts';

/** Every failed credential check answers alike, whether or not the account exists. */
const WRONG_CREDENTIALS = () =>
  new ApiError(400, 'in_incorrect_password', 'wrong username or password');

/** A failed credential check: counted, and the next attempt for the account needs a captcha. */
function failLogin(
  tenant: Tenant,
  account: string,
  source: LoginSource,
  now: number,
  e: ApiError,
): never {
  recordLoginFailure(tenant.volatile, account, source, now);
  // The owner's own typo on a known device asks no captcha of the next attempt.
  if (!source.device) tenant.volatile.captchaRequired.add(account.toLowerCase());
  throw new ApiError(e.status, e.key, e.message, { captcha: true });
}

/**
 * Stores a hash at today's cost for a password that was just verified against a weaker one
 * (hashes made before the cost was raised). Skipped when the hash changed meanwhile.
 */
async function upgradeHash(
  tenant: Tenant,
  memberId: number,
  verified: string,
  password: string,
  cost: number,
  queue: string,
): Promise<void> {
  const stronger = await hashPassword(password, cost, queue);
  await tenant.store.write((d) => {
    const m = d.members.find((x) => x.id === memberId);
    if (m && m.passwordHash === verified) m.passwordHash = stronger;
  });
}

export const sessionRoutes: RouteModule<typeof sessionOps> = (deps) => ({
  login: async ({ tenant, body, ip, req, res }) => {
    const now = deps.clock.now();
    const v = tenant.volatile;
    const type = body.type ?? 'username';
    const area = body.area ?? 'player';
    const name = body.username.trim();
    const key = name.toLowerCase();
    if (type === 'sms' && !tenant.manifest.flags.mobileCodeLogin)
      throw new ApiError(403, 'feature_disabled', 'SMS login is not enabled on this site');
    const data = tenant.store.data;
    const member = type === 'sms' ? findByMobile(data, name) : findByAccount(data, name);
    const device = knownDevice(req, deps.pinPepper, tenant.code, member?.id, now);
    const source: LoginSource = { ip, device, knownHere: member?.knownIps.includes(ip) ?? false };
    assertLoginAllowed(v, name, source, now);
    // A check already running for the account is its free guess: a parallel one needs a captcha.
    // A known device is asked none for what others did to the account.
    const stepUp =
      !device &&
      (v.captchaRequired.has(key) ||
        accountSteppedUp(v, name, now) ||
        (type === 'sms' && verifyNeedsStepUp(v, name, ip, now)) ||
        addressNeedsCaptcha(v, ip, now));
    const proved = stepUp || loginInFlight(v, name, source);
    if (proved) consumeFormCaptcha(tenant, deps.pinPepper, body, now);

    if (type === 'sms') {
      try {
        // An unknown number has no code: the same refusal as a wrong code.
        consumeSmsCode(v, 'login', name, body.password, now, { ip, device, steppedUp: proved });
      } catch (e) {
        if (e instanceof ApiError && e.status === 400) failLogin(tenant, name, source, now, e);
        throw e;
      }
    } else {
      // Admitted and counted as running before the hash (same tick as the checks above).
      const release = await admitLogin(v, name, source, now);
      let right: boolean;
      try {
        // An unknown name is as slow as a wrong password, with the same answer: no enumeration.
        // The hash waits its turn in this source's queue of the pool: a flood from elsewhere
        // does not delay it.
        const queue = hashSourceOf(source);
        right = member
          ? await verifyPassword(body.password, member.passwordHash, queue)
          : await verifyDummy(body.password, deps.passwordCost, queue);
      } finally {
        release();
      }
      if (!right) failLogin(tenant, name, source, now, WRONG_CREDENTIALS());
    }
    if (!member) failLogin(tenant, name, source, now, WRONG_CREDENTIALS());
    recordLoginSuccess(v, name, source);
    v.captchaRequired.delete(key);
    if (type === 'username' && needsRehash(member.passwordHash, deps.rehashBelow))
      await upgradeHash(
        tenant,
        member.id,
        member.passwordHash,
        body.password,
        deps.passwordCost,
        hashSourceOf(source),
      );

    if (member.type === NON_MEMBER_TYPE)
      throw new ApiError(403, 'member_no_enter', 'this account cannot log in here');
    if (area === 'agent' && !isAgent(member))
      throw new ApiError(403, 'error_not_agent', 'only agents can log in to the agent area');
    const passwordIsDefault =
      type === 'username' && body.password === tenant.manifest.security.defaultPassword;

    // A new address asks for the second factor, unless this browser already passed it once.
    if (!device && member.knownIps.length > 0 && !member.knownIps.includes(ip)) {
      return startChallenge(v, member, { ip, area, passwordIsDefault, now });
    }
    const session = await tenant.store.write((d) =>
      openSession(d, member.id, { ip, area, now, manifest: tenant.manifest, passwordIsDefault }),
    );
    rememberDevice(req, res, deps.pinPepper, tenant.code, member.id, now);
    return session;
  },

  loginSecondFactor: async ({ tenant, body, ip, req, res }) => {
    const now = deps.clock.now();
    const c = completeChallenge(tenant.volatile, body.challengeId, body.verificationCode, {
      ip,
      now,
      proveHuman: proofOf(tenant, deps.pinPepper, body, now),
    });
    rememberDevice(req, res, deps.pinPepper, tenant.code, c.memberId, now);
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
      dropSessions(d, (s) => s.token === session.token, 'logout');
    });
    return {};
  },

  freePlay: async ({ tenant, ip }) => {
    if (!tenant.manifest.flags.freePlay)
      throw new ApiError(403, 'feature_disabled', 'free play is not enabled on this site');
    const now = deps.clock.now();
    // An unusable password: trial accounts only ever log in through this call.
    const passwordHash = unusableHash();
    return tenant.store.write((d) => {
      assertTrialQuota(d, tenant.manifest.security, ip, now);
      const member = addTrialMember(d, passwordHash, now);
      return openSession(d, member.id, { ip, area: 'player', now, manifest: tenant.manifest });
    });
  },

  loginCode: ({ tenant, body, ip, req }) => {
    if (!tenant.manifest.flags.mobileCodeLogin)
      throw new ApiError(403, 'feature_disabled', 'SMS login is not enabled on this site');
    // Registered or not, the number gets the same answer (and counts against the same quotas).
    return sendCodeToNumber(deps, 'login', { tenant, body, ip, req });
  },

  smsLinkPeek: ({ tenant, body, ip }) => {
    const member = openSmsLink(tenant.volatile, body.token, {
      ip,
      now: deps.clock.now(),
      member: (id) => tenant.store.data.members.find((m) => m.id === id),
      consume: false,
    });
    return { account: maskAccount(member.account) };
  },

  smsLinkLogin: async ({ tenant, body, ip, req, res }) => {
    const now = deps.clock.now();
    const member = openSmsLink(tenant.volatile, body.token, {
      ip,
      now,
      member: (id) => tenant.store.data.members.find((m) => m.id === id),
      consume: true,
    });
    if (member.type === NON_MEMBER_TYPE)
      throw new ApiError(403, 'member_no_enter', 'this account cannot log in here');
    // The link proved the phone, as a reset code does: no second factor, and this browser's next
    // codes draw on its own quota.
    rememberDevice(req, res, deps.pinPepper, tenant.code, member.id, now);
    return tenant.store.write((d) =>
      openSession(d, member.id, { ip, area: 'player', now, manifest: tenant.manifest }),
    );
  },
});
