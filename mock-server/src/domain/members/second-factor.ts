// Second factor for a login from an IP the member has not used: the login answers with a
// challenge and an SMS code goes to the member's mobile (or, without one, to the account name,
// readable at /__test/sms); /wps/session/login/verify with the code completes the login.
// Wrong codes count against the member across codes (security/sms.ts), so logging in again for a
// fresh code buys no new guesses.
import crypto from 'node:crypto';
import { DomainError } from '../../refusals/refusal.ts';
import { SMS_EXPIRED_MINUTES } from '../../security/limits.ts';
import { consumeSmsCode, hasLiveCode, maskMobile, sendSmsCode } from '../../security/sms.ts';
import type { Volatile } from '../../tenancy.ts';
import type { Member } from '../../records/members.ts';

interface Challenge {
  memberId: number;
  /** Where the code went: a mobile number, or the account name. */
  to: string;
  ip: string;
  area: 'player' | 'agent';
  passwordIsDefault: boolean;
  expiresAt: number;
}

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Challenges live beside the tenant's volatile state and go with it on a reset. */
const challenges = new WeakMap<Volatile, Map<string, Challenge>>();

function challengesOf(v: Volatile): Map<string, Challenge> {
  let map = challenges.get(v);
  if (!map) {
    map = new Map();
    challenges.set(v, map);
  }
  return map;
}

/** Starts a challenge and sends its code (unless one is still pending for the member). */
export function startChallenge(
  v: Volatile,
  member: Member,
  o: { ip: string; area: 'player' | 'agent'; passwordIsDefault: boolean; now: number },
) {
  const map = challengesOf(v);
  for (const [id, c] of map) if (c.expiresAt <= o.now) map.delete(id);
  const to = member.mobile?.mobileNum ?? member.account;
  // A code sent moments ago for an earlier attempt from here stays valid and is not sent again.
  const expiredMinutes = hasLiveCode(v, 'second-factor', to, { ip: o.ip }, o.now)
    ? SMS_EXPIRED_MINUTES
    : sendSmsCode(v, 'second-factor', to, o.now, {
        ip: o.ip,
        accountId: member.id,
        secondFactor: true,
      }).expiredMinutes;
  const challengeId = crypto.randomBytes(16).toString('hex');
  map.set(challengeId, {
    memberId: member.id,
    to,
    ip: o.ip,
    area: o.area,
    passwordIsDefault: o.passwordIsDefault,
    expiresAt: o.now + CHALLENGE_TTL_MS,
  });
  return {
    secondFactorRequired: true as const,
    challengeId,
    sentTo: member.mobile
      ? `+${member.mobile.countryDialingCode} ${maskMobile(member.mobile.mobileNum)}`
      : member.account,
    expiredMinutes,
  };
}

interface Attempt {
  ip: string;
  now: number;
  /** The request's proof of work, checked when strangers' wrong codes stepped the number up. */
  proveHuman: () => void;
}

/** Checks the code of a challenge; on success the challenge is used up and returned. */
export function completeChallenge(
  v: Volatile,
  challengeId: string,
  code: string,
  { ip, now, proveHuman }: Attempt,
): Challenge {
  const map = challengesOf(v);
  const c = map.get(challengeId);
  if (!c || c.expiresAt <= now || c.ip !== ip) {
    throw new DomainError('auth/code-expired', 'log in again to get a new code');
  }
  // A known device is never challenged (the login lets it in): the code answers this address.
  consumeSmsCode(v, 'second-factor', c.to, code, now, { ip, proveHuman });
  map.delete(challengeId);
  return c;
}
