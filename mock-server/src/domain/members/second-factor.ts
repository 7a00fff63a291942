// Second factor for a login from an IP the member has not used: the login answers with a
// challenge and an SMS code goes to the member's mobile (or, without one, to the account name,
// readable at /__test/sms); /wps/session/login/verify with the code completes the login.
// Wrong codes count against the member across codes (security/sms.ts), so logging in again for a
// fresh code buys no new guesses.
import crypto from 'node:crypto';
import { DomainError } from '../domain-error.ts';
import { SMS_EXPIRED_MINUTES } from '../../security/limits.ts';
import type { KnownDevice } from '../../security/known-device.ts';
import { consumeSmsCode, maskMobile, peekSmsCodes, sendSmsCode } from '../../security/sms.ts';
import type { Volatile } from '../../tenancy.ts';
import type { Member } from './types.ts';

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
  // A code sent moments ago for an earlier attempt stays valid and is not sent again.
  const pending = peekSmsCodes(v, to).some(
    (c) => c.purpose === 'second-factor' && c.expiresAt > o.now,
  );
  const expiredMinutes = pending
    ? SMS_EXPIRED_MINUTES
    : sendSmsCode(v, 'second-factor', to, o.now, { ip: o.ip, accountId: member.id }).expiredMinutes;
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

/**
 * Checks the code of a challenge; on success the challenge is used up and returned. `deviceOf`
 * names this browser when it is a known device of the challenged member: strangers' wrong codes
 * do not count against it.
 */
export function completeChallenge(
  v: Volatile,
  challengeId: string,
  code: string,
  ip: string,
  now: number,
  deviceOf: (memberId: number) => KnownDevice | undefined,
): Challenge {
  const map = challengesOf(v);
  const c = map.get(challengeId);
  if (!c || c.expiresAt <= now || c.ip !== ip) {
    throw new DomainError('auth/code-expired', 'log in again to get a new code');
  }
  const device = deviceOf(c.memberId);
  consumeSmsCode(v, 'second-factor', c.to, code, now, { ip, ...(device ? { device } : {}) });
  map.delete(challengeId);
  return c;
}
