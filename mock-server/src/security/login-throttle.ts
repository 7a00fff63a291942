// Login throttling per (account, address) pair, per account and per address (OWASP ASVS V6.3,
// Authentication cheat sheet), built so that an attacker's failures never lock the owner out:
// - the pair locks after a few failures, with growing delays: only the guessing address waits;
// - the account counts failures from every address; past its limit it is closed to addresses
//   it never logged in from, while its known addresses still get in;
// - the address counts failures across accounts; past a few every login from it needs a
//   captcha, past its limit it is closed to accounts that never logged in from it (a shared NAT
//   keeps its regular members).
// Unknown accounts are counted by name exactly like real ones, so the answers cannot tell them apart.
import type { Volatile } from '../tenancy.ts';
import { assertFree, fail, failures, hold, lockedMs, pending, succeed } from './attempts.ts';
import { IP_CAPTCHA_AFTER, LOGIN_ACCOUNT_RULE, LOGIN_IP_RULE, LOGIN_PAIR_RULE } from './limits.ts';

const pairKey = (account: string, ip: string) => `login:pair:${account.toLowerCase()}\0${ip}`;
const accountKey = (account: string) => `login:account:${account.toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;
const MESSAGE = 'too many failed attempts, retry later';

/**
 * Refuses with 429 auth/too-many-requests (value.retryAfterSeconds) when this address may not try
 * this account now. `knownHere`: the account has logged in from this address before.
 */
export function assertLoginAllowed(
  v: Volatile,
  account: string,
  ip: string,
  knownHere: boolean,
  now: number,
): void {
  assertFree(v, pairKey(account, ip), now, 'auth/too-many-requests', MESSAGE);
  if (knownHere) return;
  assertFree(v, accountKey(account), now, 'auth/too-many-requests', MESSAGE);
  assertFree(v, ipKey(ip), now, 'auth/too-many-requests', MESSAGE);
}

/**
 * Admits one password check before its slow hash runs: the pair, and (for an address the account
 * does not know) the account and the address, count it as running, so that a burst of parallel
 * guesses gets no more checks than their limits allow. Returns the release to call once the
 * outcome is recorded. Throws like assertLoginAllowed.
 */
export async function admitLogin(
  v: Volatile,
  account: string,
  ip: string,
  knownHere: boolean,
  now: number,
): Promise<() => void> {
  const held: (() => void)[] = [];
  const release = () => {
    for (const r of held) r();
  };
  try {
    held.push(
      await hold(v, pairKey(account, ip), LOGIN_PAIR_RULE, now, 'auth/too-many-requests', MESSAGE),
    );
    if (!knownHere) {
      held.push(
        await hold(
          v,
          accountKey(account),
          LOGIN_ACCOUNT_RULE,
          now,
          'auth/too-many-requests',
          MESSAGE,
        ),
      );
      held.push(await hold(v, ipKey(ip), LOGIN_IP_RULE, now, 'auth/too-many-requests', MESSAGE));
    }
  } catch (e) {
    release();
    throw e;
  }
  return release;
}

/**
 * True while a password check for the account is running: the one free guess before a captcha
 * is taken, so a parallel one must carry a captcha as a later one would.
 */
export function loginInFlight(v: Volatile, account: string, ip: string): boolean {
  return pending(v, accountKey(account)) > 0 || pending(v, pairKey(account, ip)) > 0;
}

/** True when every login from this address needs a captcha (many recent failures from it). */
export function addressNeedsCaptcha(v: Volatile, ip: string, now: number): boolean {
  return (
    failures(v, ipKey(ip), LOGIN_IP_RULE, now) >= IP_CAPTCHA_AFTER ||
    lockedMs(v, ipKey(ip), now) > 0
  );
}

/** Counts one failed login against the pair, the account and the address. */
export function recordLoginFailure(v: Volatile, account: string, ip: string, now: number): void {
  fail(v, pairKey(account, ip), LOGIN_PAIR_RULE, now);
  fail(v, accountKey(account), LOGIN_ACCOUNT_RULE, now);
  fail(v, ipKey(ip), LOGIN_IP_RULE, now);
}

/** A good login clears the pair (the account and address counters keep counting others). */
export function recordLoginSuccess(v: Volatile, account: string, ip: string): void {
  succeed(v, pairKey(account, ip));
}
