// SMS codes (login, registration, password reset, second factor): 6 random digits kept in the
// tenant's volatile state; a code is used once. Nothing is really sent: test routes read the codes.
// Abuse limits (OWASP ASVS V6.6):
// - sends: a countdown per number and purpose that holds whether or not a code is still stored,
//   and hourly and daily quotas per number, per account and per address (no SMS pumping);
// - guesses: 5 wrong per code, and VERIFY_RULE per number or account across codes, so asking for
//   a new code does not buy new guesses.
// A known device of the number's member (security/known-device.ts) is outside the number-wide
// counts: its sends and guesses have quotas of their own, so strangers cannot spend them, and the
// code a stranger guessed at stays usable from it.
import crypto from 'node:crypto';
import { ApiError } from '../http/api-error.ts';
import type { Volatile } from '../tenancy.ts';
import { assertFree, fail, lockedError, lockedMs } from './attempts.ts';
import type { KnownDevice } from './known-device.ts';
import {
  MAX_WRONG_PER_CODE,
  SMS_CODE_TTL_MS,
  SMS_EXPIRED_MINUTES,
  SMS_PER_ACCOUNT,
  SMS_PER_IP,
  SMS_PER_NUMBER,
  VERIFY_IP_RULE,
  VERIFY_RULE,
} from './limits.ts';

export type SmsPurpose = 'login' | 'register' | 'reset' | 'second-factor';

interface SmsBook {
  /** Strangers' wrong guesses of the stored code, per purpose:number. */
  wrong: Map<string, number>;
  /** Last send per purpose:number: the countdown outlives a deleted code. */
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

const targetOf = (to: string) => normalizeMobile(to) || to.toLowerCase();
const keyOf = (purpose: SmsPurpose, to: string) => `${purpose}:${targetOf(to)}`;
const verifyKey = (to: string) => `verify:${targetOf(to)}`;
const verifyIpKey = (ip: string) => `verify:ip:${ip}`;
const verifyDeviceKey = (d: KnownDevice) => `verify:device:${d.deviceId}`;

export function maskMobile(mobile: string): string {
  const digits = normalizeMobile(mobile);
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

interface SendOptions {
  /** The requesting address. */
  ip: string;
  /** The member the number belongs to, when there is one. */
  accountId?: number;
  /**
   * false: count the send and answer as usual but store no code (a number no account has, so
   * the answer does not tell whether it is registered).
   */
  deliver?: boolean;
  /** A known device of the number's member: counted on its own quota only. */
  device?: KnownDevice;
}

function assertQuota(
  book: SmsBook,
  key: string,
  quota: { hour: number; day: number },
  now: number,
): void {
  const times = (book.sends.get(key) ?? []).filter((t) => now - t < DAY);
  book.sends.set(key, times);
  const lastHour = times.filter((t) => now - t < HOUR);
  let waitMs = 0;
  if (lastHour.length >= quota.hour) waitMs = lastHour[0]! + HOUR - now;
  if (times.length >= quota.day) waitMs = Math.max(waitMs, times[0]! + DAY - now);
  if (waitMs > 0) throw lockedError('sms_quota_exceeded', waitMs, 'too many codes requested');
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
  const key = keyOf(purpose, to);
  const countdownKey = o.device ? `${key}:device:${o.device.deviceId}` : key;
  const countdownMs = SMS_EXPIRED_MINUTES * 60_000;
  const last = book.lastSent.get(countdownKey);
  if (last !== undefined && now - last < countdownMs) {
    throw new ApiError(429, 'sms_resend_too_soon', 'wait before asking for another code', {
      retryAfterSeconds: Math.ceil((last + countdownMs - now) / 1000),
    });
  }
  const quotaKeys: [string, { hour: number; day: number }][] = o.device
    ? [[`device:${o.device.deviceId}`, SMS_PER_NUMBER]]
    : [
        [`number:${targetOf(to)}`, SMS_PER_NUMBER],
        [`ip:${o.ip}`, SMS_PER_IP],
      ];
  if (o.accountId !== undefined && !o.device)
    quotaKeys.push([`account:${o.accountId}`, SMS_PER_ACCOUNT]);
  for (const [k, quota] of quotaKeys) assertQuota(book, k, quota, now);
  for (const [k] of quotaKeys) book.sends.get(k)!.push(now);
  book.lastSent.set(countdownKey, now);

  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  if (o.deliver !== false)
    v.sms.set(key, { code, purpose, sentAt: now, expiresAt: now + SMS_CODE_TTL_MS });
  book.wrong.delete(key);
  return { expiredMinutes: SMS_EXPIRED_MINUTES, code };
}

export interface VerifyOptions {
  /** The requesting address: its own wrong codes across numbers lock it (VERIFY_IP_RULE). */
  ip: string;
  /** A known device of the number's member: only its own wrong codes count against it. */
  device?: KnownDevice;
  /**
   * The caller passed a captcha: past the number-wide limit a stranger is asked for one on each
   * guess instead of being locked out (only the login form carries one).
   */
  steppedUp?: boolean;
}

/**
 * True when a stranger guessing codes for this number must pass a captcha first (the number-wide
 * limit of wrong codes is reached).
 */
export function verifyNeedsStepUp(v: Volatile, to: string, now: number): boolean {
  return lockedMs(v, verifyKey(to), now) > 0;
}

/**
 * Checks a code; a good one is consumed. Too many wrong codes for the number or account ->
 * 429 verification_attempts_exceeded for strangers without a captcha (even with the right code),
 * and for the source (device or address) that made them; missing ->
 * auth/missing-verification-code; none sent, wrong, or guessed at too often by strangers ->
 * auth/invalid-verification-code; too old -> auth/code-expired.
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
  const sourceKey = o.device ? verifyDeviceKey(o.device) : verifyIpKey(o.ip);
  assertFree(v, sourceKey, now, 'verification_attempts_exceeded', 'too many wrong codes');
  if (!o.device && !o.steppedUp)
    assertFree(v, verifyKey(to), now, 'verification_attempts_exceeded', 'too many wrong codes');
  const book = bookOf(v);
  const key = keyOf(purpose, to);
  const stored = v.sms.get(key);
  // A code strangers guessed at too often is closed to them, not thrown away: the owner's
  // device can still use it.
  const closed = !o.device && (book.wrong.get(key) ?? 0) >= MAX_WRONG_PER_CODE;
  if (!stored || closed || stored.code !== code.trim()) {
    if (o.device) fail(v, sourceKey, VERIFY_RULE, now);
    else {
      fail(v, sourceKey, VERIFY_IP_RULE, now);
      fail(v, verifyKey(to), VERIFY_RULE, now);
      if (stored) book.wrong.set(key, (book.wrong.get(key) ?? 0) + 1);
    }
    throw new ApiError(400, 'auth/invalid-verification-code', 'the SMS code is not valid');
  }
  if (stored.expiresAt <= now) {
    v.sms.delete(key);
    throw new ApiError(400, 'auth/code-expired', 'the SMS code has expired, ask for a new one');
  }
  v.sms.delete(key);
  book.wrong.delete(key);
}

/** Codes stored for a number (any purpose), newest first: test routes only. */
export function peekSmsCodes(v: Volatile, to: string) {
  const suffix = `:${targetOf(to)}`;
  return [...v.sms.entries()]
    .filter(([k]) => k.endsWith(suffix))
    .map(([, c]) => ({
      code: c.code,
      purpose: c.purpose,
      sentAt: c.sentAt,
      expiresAt: c.expiresAt,
    }))
    .sort((a, b) => b.sentAt - a.sentAt);
}
