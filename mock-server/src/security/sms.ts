// SMS codes (login, registration, password reset, second factor): 6 random digits kept in the
// tenant's volatile state; another code for the same number and purpose is refused until the
// countdown ends; a code is used once. Nothing is really sent: test routes read the codes.
import crypto from 'node:crypto';
import { ApiError } from '../http/api-error.ts';
import type { Volatile } from '../tenancy.ts';
import { SMS_CODE_TTL_MS, SMS_EXPIRED_MINUTES } from './limits.ts';

/** Wrong guesses allowed per code before it is thrown away (a 6-digit code is guessable). */
const MAX_WRONG_GUESSES = 5;
const wrongGuesses = new WeakMap<Volatile, Map<string, number>>();

export type SmsPurpose = 'login' | 'register' | 'reset' | 'second-factor';

/** Mobile numbers are compared by their digits without leading zeros' ambiguity: digits only. */
export function normalizeMobile(mobile: string): string {
  return mobile.replace(/\D/g, '');
}

const keyOf = (purpose: SmsPurpose, to: string) => `${purpose}:${normalizeMobile(to) || to}`;

export function maskMobile(mobile: string): string {
  const digits = normalizeMobile(mobile);
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** Stores a new code for `to` (a mobile number, or an account for members without one). */
export function sendSmsCode(
  v: Volatile,
  purpose: SmsPurpose,
  to: string,
  now: number,
): { expiredMinutes: number; code: string } {
  const key = keyOf(purpose, to);
  const previous = v.sms.get(key);
  const countdownMs = SMS_EXPIRED_MINUTES * 60_000;
  if (previous && now - previous.sentAt < countdownMs) {
    throw new ApiError(429, 'sms_resend_too_soon', 'wait before asking for another code', {
      retryAfterSeconds: Math.ceil((previous.sentAt + countdownMs - now) / 1000),
    });
  }
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  v.sms.set(key, { code, purpose, sentAt: now, expiresAt: now + SMS_CODE_TTL_MS });
  wrongGuesses.get(v)?.delete(key);
  return { expiredMinutes: SMS_EXPIRED_MINUTES, code };
}

/**
 * Checks a code; a good one is consumed. Missing -> auth/missing-verification-code, none sent or
 * wrong -> auth/invalid-verification-code, too old -> auth/code-expired.
 */
export function consumeSmsCode(
  v: Volatile,
  purpose: SmsPurpose,
  to: string,
  code: string | undefined,
  now: number,
): void {
  if (!code) throw new ApiError(400, 'auth/missing-verification-code', 'enter the SMS code');
  const key = keyOf(purpose, to);
  const stored = v.sms.get(key);
  if (stored && stored.code !== code.trim()) {
    const guesses = wrongGuesses.get(v) ?? new Map<string, number>();
    wrongGuesses.set(v, guesses);
    const n = (guesses.get(key) ?? 0) + 1;
    guesses.set(key, n);
    if (n >= MAX_WRONG_GUESSES) {
      v.sms.delete(key);
      guesses.delete(key);
    }
  }
  if (!stored || stored.code !== code.trim())
    throw new ApiError(400, 'auth/invalid-verification-code', 'the SMS code is not valid');
  if (stored.expiresAt <= now) {
    v.sms.delete(key);
    throw new ApiError(400, 'auth/code-expired', 'the SMS code has expired, ask for a new one');
  }
  v.sms.delete(key);
  wrongGuesses.get(v)?.delete(key);
}

/** Codes stored for a number (any purpose), newest first: test routes only. */
export function peekSmsCodes(v: Volatile, to: string) {
  const suffix = `:${normalizeMobile(to) || to}`;
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
