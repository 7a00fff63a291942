// Failed-login counters per account and per IP, in the tenant's volatile state: after too many
// failures within the lockout window, every attempt is refused until the window ends.
import { ApiError } from '../http/api-error.ts';
import type { Volatile } from '../tenancy.ts';
import { LOCKOUT_MS, MAX_ACCOUNT_FAILURES, MAX_IP_FAILURES } from './limits.ts';

const accountKey = (account: string) => `account:${account.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

function lockedUntil(v: Volatile, key: string, now: number): number | undefined {
  const f = v.failures.get(key);
  if (!f) return undefined;
  if (f.lockedUntil !== undefined && f.lockedUntil > now) return f.lockedUntil;
  if (f.lockedUntil !== undefined || now - f.first >= LOCKOUT_MS) v.failures.delete(key);
  return undefined;
}

/** Refuses with 429 auth/too-many-requests while the account or the IP is locked. */
export function assertNotLocked(v: Volatile, account: string, ip: string, now: number): void {
  const until = Math.max(
    lockedUntil(v, accountKey(account), now) ?? 0,
    lockedUntil(v, ipKey(ip), now) ?? 0,
  );
  if (until > now) {
    throw new ApiError(429, 'auth/too-many-requests', 'too many failed attempts, retry later', {
      retryAfterSeconds: Math.ceil((until - now) / 1000),
    });
  }
}

function count(v: Volatile, key: string, max: number, now: number): void {
  let f = v.failures.get(key);
  if (!f || now - f.first >= LOCKOUT_MS) {
    f = { count: 0, first: now };
    v.failures.set(key, f);
  }
  f.count += 1;
  if (f.count >= max) f.lockedUntil = now + LOCKOUT_MS;
}

/** Counts one failed attempt against the account and the IP. */
export function recordFailure(v: Volatile, account: string, ip: string, now: number): void {
  count(v, accountKey(account), MAX_ACCOUNT_FAILURES, now);
  count(v, ipKey(ip), MAX_IP_FAILURES, now);
}

/** A success clears the account's counter (the IP's stays: it may be guessing other accounts). */
export function recordSuccess(v: Volatile, account: string): void {
  v.failures.delete(accountKey(account));
}
