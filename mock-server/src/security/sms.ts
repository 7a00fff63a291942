// SMS codes (login, registration, password reset, second factor): 6 random digits kept in the
// tenant's volatile state; a code is used once. The tenant's SMS gateway (sms-gateway.ts) delivers
// it; test routes read it.
// Abuse limits (OWASP ASVS V6.6), built so that strangers throttle themselves, never the owner:
// - a code answers only the source that asked for it (a known device of the number's member, or
//   else the address): strangers cannot guess at, close or replace the code the owner is typing;
// - sends: a countdown per number, purpose and source, and quotas shared out (limits.ts,
//   SMS_SHARE_PER_ADDRESS): a stranger's send needs a proof of work and draws on its address's
//   share and on what strangers together may have of the number; past that strangers' total the
//   number is paced (SMS_STRANGERS_PACE_MS), never closed, so a member with no password waits
//   minutes on a new phone, not a day, and every login or reset SMS to a member carries a
//   one-time sign-in link (sms-link.ts) that works from any browser, so the owner's phone gets
//   in whoever won the paced slot; a known device and the second factor (asked only after
//   the password) have quotas of their own, so nobody spends them;
// - guesses: 5 wrong per code; the source's wrong codes ask it for a proof of work on each guess
//   (VERIFY_SOURCE_PROOF_AFTER) and then lock it (VERIFY_SOURCE_RULE); strangers' wrong codes for
//   the number (VERIFY_RULE) ask every stranger for a proof of work, never lock the number.
import crypto from 'node:crypto';
import { ApiError } from '../refusals/api-error.ts';
import type { SmsLetter, Volatile } from '../tenancy.ts';
import { assertFree, fail, failures, lockedError, lockedMs } from './attempts.ts';
import type { KnownDevice } from './known-device.ts';
import { issueSmsLink } from './sms-link.ts';
import {
  MAX_WRONG_PER_CODE,
  SMS_CODE_TTL_MS,
  SMS_EXPIRED_MINUTES,
  SMS_PER_IP,
  SMS_PER_NUMBER,
  SMS_SHARE_PER_ADDRESS,
  SMS_STRANGERS_PACE_MS,
  VERIFY_RULE,
  VERIFY_SOURCE_PROOF_AFTER,
  VERIFY_SOURCE_RULE,
} from './limits.ts';

export type SmsPurpose = SmsLetter['purpose'];

interface SmsBook {
  /** Wrong guesses of each stored code. */
  wrong: Map<string, number>;
  /** Last send per code slot: the countdown outlives a deleted code. */
  lastSent: Map<string, number>;
  /** Send times per quota key, for the hourly and daily quotas. */
  sends: Map<string, number[]>;
}
const books = new WeakMap<Volatile, SmsBook>();
function bookOf(v: Volatile): SmsBook {
  let b = books.get(v);
  if (!b) {
    b = { wrong: new Map(), lastSent: new Map(), sends: new Map() };
    books.set(v, b);
  }
  return b;
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Mobile numbers are compared by their digits without leading zeros' ambiguity: digits only. */
export function normalizeMobile(mobile: string): string {
  return mobile.replace(/\D/g, '');
}

/** Who asks for or types a code: a known device of the number's member, or else an address. */
interface Requester {
  ip: string;
  device?: KnownDevice | undefined;
}

const targetOf = (to: string) => normalizeMobile(to) || to.toLowerCase();
const sourceOf = (r: Requester) => (r.device ? `device:${r.device.deviceId}` : `ip:${r.ip}`);
/** The slot of a code: its purpose, its number and the source it answers. */
const slotOf = (purpose: SmsPurpose, to: string, r: Requester) =>
  `${purpose}:${targetOf(to)}|${sourceOf(r)}`;
const verifyKey = (to: string) => `verify:${targetOf(to)}`;
const verifySourceKey = (r: Requester) => `verify:${sourceOf(r)}`;

export function maskMobile(mobile: string): string {
  const digits = normalizeMobile(mobile);
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

interface SendOptions extends Requester {
  /** The member the number belongs to, when there is one. */
  accountId?: number;
  /**
   * false: count the send and answer as usual but store no code (a number no account has, so
   * the answer does not tell whether it is registered).
   */
  deliver?: boolean;
  /** The second factor of a login whose password was right: its own quota per member. */
  secondFactor?: boolean;
  /** Checks and uses up the request's proof of work; run for a stranger's send only. */
  proveHuman?: () => void;
  /** The country dialling code typed with a number no member holds yet. */
  dialingCode?: string;
  /**
   * Text the number's member a one-time sign-in link with the code (sms-link.ts). Whatever the
   * purpose a stranger asked for: a registration code to a member's number spends the same
   * strangers' pace, so it must carry the link too, or strangers would win the paced slots with
   * texts the owner cannot sign in with.
   */
  signInLink?: boolean;
}

type Quota = { hour: number; day: number };

/** The key's sends of the last day (older ones forgotten), oldest first. */
function sendsOf(book: SmsBook, key: string, now: number): number[] {
  const times = (book.sends.get(key) ?? []).filter((t) => now - t < DAY);
  book.sends.set(key, times);
  return times;
}

/** How long until the key's quota has room for one more send (0: it has room now). */
function quotaWaitMs(times: number[], quota: Quota, now: number): number {
  const lastHour = times.filter((t) => now - t < HOUR);
  let waitMs = 0;
  if (lastHour.length >= quota.hour) waitMs = lastHour[0]! + HOUR - now;
  if (times.length >= quota.day) waitMs = Math.max(waitMs, times[0]! + DAY - now);
  return waitMs;
}

function assertQuota(book: SmsBook, key: string, quota: Quota, now: number): void {
  const waitMs = quotaWaitMs(sendsOf(book, key, now), quota, now);
  if (waitMs > 0) throw lockedError('sms_quota_exceeded', waitMs, 'too many codes requested');
}

/**
 * What strangers together may have of the number: SMS_PER_NUMBER, then one send per
 * SMS_STRANGERS_PACE_MS. Refused with the shorter of the two waits.
 */
function assertStrangersPace(book: SmsBook, key: string, now: number): void {
  const times = sendsOf(book, key, now);
  const quotaMs = quotaWaitMs(times, SMS_PER_NUMBER, now);
  if (quotaMs === 0) return;
  const paceMs = Math.max(0, times.at(-1)! + SMS_STRANGERS_PACE_MS - now);
  const waitMs = Math.min(quotaMs, paceMs);
  if (waitMs > 0) throw lockedError('sms_paced', waitMs, 'codes to this number are paced');
}

/**
 * The quotas a send draws on: the number's share its sender may use and the address's, and for
 * a stranger the strangers' total (paced rather than refused: the last entry, when there is one).
 */
function quotasOf(to: string, o: SendOptions): { hard: [string, Quota][]; strangers?: string } {
  const number = `number:${targetOf(to)}`;
  if (o.device) return { hard: [[`${number}|${sourceOf(o)}`, SMS_PER_NUMBER]] };
  const address: [string, Quota] = [`ip:${o.ip}`, SMS_PER_IP];
  if (o.secondFactor)
    return { hard: [[`${number}|second-factor:${o.accountId}`, SMS_PER_NUMBER], address] };
  return {
    hard: [[`${number}|${sourceOf(o)}`, SMS_SHARE_PER_ADDRESS], address],
    strangers: `${number}|strangers`,
  };
}

/** Stores a new code for `to` (a mobile number, or an account for members without one). */
export function sendSmsCode(
  v: Volatile,
  purpose: SmsPurpose,
  to: string,
  now: number,
  o: SendOptions,
): { expiredMinutes: number; code: string } {
  const book = bookOf(v);
  const slot = slotOf(purpose, to, o);
  const countdownMs = SMS_EXPIRED_MINUTES * 60_000;
  const last = book.lastSent.get(slot);
  if (last !== undefined && now - last < countdownMs) {
    throw new ApiError(429, 'sms_resend_too_soon', 'wait before asking for another code', {
      retryAfterSeconds: Math.ceil((last + countdownMs - now) / 1000),
    });
  }
  const { hard, strangers } = quotasOf(to, o);
  for (const [k, quota] of hard) assertQuota(book, k, quota, now);
  if (strangers) {
    assertStrangersPace(book, strangers, now);
    o.proveHuman?.();
  }
  for (const k of [...hard.map(([k]) => k), ...(strangers ? [strangers] : [])])
    book.sends.get(k)!.push(now);
  book.lastSent.set(slot, now);

  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  if (o.deliver !== false) {
    v.sms.set(slot, { code, purpose, sentAt: now, expiresAt: now + SMS_CODE_TTL_MS });
    const link =
      o.signInLink && o.accountId !== undefined && !o.secondFactor
        ? issueSmsLink(v, o.accountId, purpose === 'reset' ? 'reset' : 'login', now)
        : undefined;
    v.smsOut?.({
      purpose,
      to,
      code,
      expiresMinutes: SMS_EXPIRED_MINUTES,
      ...(o.accountId !== undefined ? { accountId: o.accountId } : {}),
      ...(o.dialingCode ? { dialingCode: o.dialingCode } : {}),
      ...(link ? { linkToken: link } : {}),
    });
  }
  book.wrong.delete(slot);
  return { expiredMinutes: SMS_EXPIRED_MINUTES, code };
}

/** Whether a live code for the number and purpose answers this source (no need to send another). */
export function hasLiveCode(
  v: Volatile,
  purpose: SmsPurpose,
  to: string,
  r: Requester,
  now: number,
): boolean {
  const stored = v.sms.get(slotOf(purpose, to, r));
  return stored !== undefined && stored.expiresAt > now;
}

export interface VerifyOptions extends Requester {
  /** The request already passed a proof of work (the login form's captcha). */
  steppedUp?: boolean;
  /** Checks and uses up the request's proof of work when the step-up asks for one. */
  proveHuman?: () => void;
}

/**
 * True when a stranger's guess at this number's codes from this address must carry a proof of
 * work: strangers' wrong codes for the number, or the address's own, passed their limit.
 */
export function verifyNeedsStepUp(v: Volatile, to: string, ip: string, now: number): boolean {
  return (
    lockedMs(v, verifyKey(to), now) > 0 ||
    failures(v, verifySourceKey({ ip }), VERIFY_SOURCE_RULE, now) >= VERIFY_SOURCE_PROOF_AFTER
  );
}

/**
 * Checks a code; a good one is consumed. Missing -> auth/missing-verification-code; the source
 * locked by its own wrong codes -> 429 verification_attempts_exceeded; a stranger past the
 * step-up without a proof of work -> captcha_required (even with the right code); none sent to
 * this source, wrong, or guessed at too often -> auth/invalid-verification-code; too old ->
 * auth/code-expired.
 */
export function consumeSmsCode(
  v: Volatile,
  purpose: SmsPurpose,
  to: string,
  code: string | undefined,
  now: number,
  o: VerifyOptions,
): void {
  if (!code) throw new ApiError(400, 'auth/missing-verification-code', 'enter the SMS code');
  const sourceKey = verifySourceKey(o);
  assertFree(v, sourceKey, now, 'verification_attempts_exceeded', 'too many wrong codes');
  if (!o.device && !o.steppedUp && verifyNeedsStepUp(v, to, o.ip, now)) {
    if (!o.proveHuman)
      throw new ApiError(400, 'captcha_required', 'prove the work first', { captcha: true });
    o.proveHuman();
  }
  const book = bookOf(v);
  const slot = slotOf(purpose, to, o);
  const stored = v.sms.get(slot);
  if (!stored || stored.code !== code.trim()) {
    fail(v, sourceKey, VERIFY_SOURCE_RULE, now);
    if (!o.device) fail(v, verifyKey(to), VERIFY_RULE, now);
    if (stored) {
      const wrong = (book.wrong.get(slot) ?? 0) + 1;
      book.wrong.set(slot, wrong);
      if (wrong >= MAX_WRONG_PER_CODE) v.sms.delete(slot);
    }
    throw new ApiError(400, 'auth/invalid-verification-code', 'the SMS code is not valid');
  }
  v.sms.delete(slot);
  book.wrong.delete(slot);
  if (stored.expiresAt <= now)
    throw new ApiError(400, 'auth/code-expired', 'the SMS code has expired, ask for a new one');
}

/** Codes stored for a number (any purpose), newest first: test routes only. */
export function peekSmsCodes(v: Volatile, to: string) {
  const suffix = `:${targetOf(to)}`;
  return [...v.sms.entries()]
    .filter(([k]) => k.slice(0, k.indexOf('|')).endsWith(suffix))
    .map(([, c]) => ({
      code: c.code,
      purpose: c.purpose,
      sentAt: c.sentAt,
      expiresAt: c.expiresAt,
    }))
    .sort((a, b) => b.sentAt - a.sentAt);
}
