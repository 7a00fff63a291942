// Login throttling per (account, source) pair, per account and per address (OWASP ASVS V6.3,
// Authentication cheat sheet), built so that no anonymous request locks the owner out:
// - the pair locks after a few failures, with growing delays: only the guessing source waits. A
//   known device (security/known-device.ts) is its own source, so strangers sharing its address
//   cannot lock it;
// - the account counts failures from every source; it never locks, it steps up: past its limit
//   every attempt from a device the account does not know needs a captcha, even from an address
//   it logged in from (a known device needs none);
// - the address counts failures across accounts; past a few every login from it needs a
//   captcha, past its limit it is closed to accounts that never logged in from it (a shared NAT
//   keeps its regular members).
// Unknown accounts are counted by name exactly like real ones, so the answers cannot tell them apart.
import type { Volatile } from '../tenancy.ts';
import {
  assertFree,
  fail,
  failures,
  hold,
  lockedMs,
  pending,
  succeed,
  type Rule,
} from './attempts.ts';
import { addressSource } from './hash-pool.ts';
import type { KnownDevice } from './known-device.ts';
import { IP_CAPTCHA_AFTER, LOGIN_ACCOUNT_RULE, LOGIN_IP_RULE, LOGIN_PAIR_RULE } from './limits.ts';

/** Where a login comes from, as far as the account knows it. */
export interface LoginSource {
  ip: string;
  /** This browser is a known device of the account. */
  device?: KnownDevice | undefined;
  /** The account has logged in from this address before. */
  knownHere: boolean;
}

const sourceOf = (s: LoginSource) =>
  s.device ? `device:${s.device.deviceId}` : addressSource(s.ip);

/** The hash pool's queue of a login (security/hash-pool.ts): its device, or else its address. */
export const hashSourceOf = sourceOf;
const pairKey = (account: string, s: LoginSource) =>
  `login:pair:${account.toLowerCase()}\0${sourceOf(s)}`;
const accountKey = (account: string) => `login:account:${account.toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;
/** Checks running for the account from any source: counted, never limited (nothing fails it). */
const flightKey = (account: string) => `login:flight:${account.toLowerCase()}`;
const UNLIMITED: Rule = { max: Infinity, windowMs: 1, lockMs: 0, maxLockMs: 0 };
const MESSAGE = 'too many failed attempts, retry later';

/** Neither the device nor the address is one the account knows: the address limits apply. */
const stranger = (s: LoginSource) => !s.device && !s.knownHere;

/** Refuses with 429 auth/too-many-requests (value.retryAfterSeconds) when this source may not try now. */
export function assertLoginAllowed(
  v: Volatile,
  account: string,
  s: LoginSource,
  now: number,
): void {
  assertFree(v, pairKey(account, s), now, 'auth/too-many-requests', MESSAGE);
  if (stranger(s)) assertFree(v, ipKey(s.ip), now, 'auth/too-many-requests', MESSAGE);
}

/**
 * Admits one password check before its slow hash runs: the pair, and (for a stranger) the
 * address, count it as running, so that a burst of parallel guesses gets no more checks than
 * their limits allow. Returns the release to call once the outcome is recorded. Throws like
 * assertLoginAllowed.
 */
export async function admitLogin(
  v: Volatile,
  account: string,
  s: LoginSource,
  now: number,
): Promise<() => void> {
  const held: (() => void)[] = [];
  const release = () => {
    for (const r of held) r();
  };
  try {
    // First: it never waits, so the account counts this check as running before any await.
    held.push(await hold(v, flightKey(account), UNLIMITED, now, 'auth/too-many-requests', MESSAGE));
    held.push(
      await hold(v, pairKey(account, s), LOGIN_PAIR_RULE, now, 'auth/too-many-requests', MESSAGE),
    );
    if (stranger(s))
      held.push(await hold(v, ipKey(s.ip), LOGIN_IP_RULE, now, 'auth/too-many-requests', MESSAGE));
  } catch (e) {
    release();
    throw e;
  }
  return release;
}

/**
 * True when the account asks a captcha of every device it does not know: many failures from
 * everywhere within the account's window (the step-up lasts as a lock of LOGIN_ACCOUNT_RULE
 * would, and a correct login does not end it).
 */
export function accountSteppedUp(v: Volatile, account: string, now: number): boolean {
  return lockedMs(v, accountKey(account), now) > 0;
}

/**
 * True while a password check for the account is running: the one free guess before a captcha
 * is taken, so a parallel one must carry a captcha as a later one would.
 */
export function loginInFlight(v: Volatile, account: string, s: LoginSource): boolean {
  return pending(v, flightKey(account)) > 0 || pending(v, pairKey(account, s)) > 0;
}

/** True when every login from this address needs a captcha (many recent failures from it). */
export function addressNeedsCaptcha(v: Volatile, ip: string, now: number): boolean {
  return (
    failures(v, ipKey(ip), LOGIN_IP_RULE, now) >= IP_CAPTCHA_AFTER ||
    lockedMs(v, ipKey(ip), now) > 0
  );
}

/**
 * Counts one failed login against the pair and the address, and (from a device the account does
 * not know) the account: the owner's own typos on a known device never step the account up.
 */
export function recordLoginFailure(
  v: Volatile,
  account: string,
  s: LoginSource,
  now: number,
): void {
  fail(v, pairKey(account, s), LOGIN_PAIR_RULE, now);
  if (!s.device) fail(v, accountKey(account), LOGIN_ACCOUNT_RULE, now);
  fail(v, ipKey(s.ip), LOGIN_IP_RULE, now);
}

/** A good login clears the pair (the account and address counters keep counting others). */
export function recordLoginSuccess(v: Volatile, account: string, s: LoginSource): void {
  succeed(v, pairKey(account, s));
}
