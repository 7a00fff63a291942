// Attempt limiter: failures counted per key within a window; `max` of them lock the key, and each
// further lock lasts twice as long as the one before (up to a cap). Kept in the tenant's volatile
// state (memory): a restart forgets counters, which only ever favours the owner.
import { ApiError } from '../refusals/api-error.ts';
import type { ErrorKey } from '#schemas/api/errors.ts';
import type { Volatile } from '../tenancy.ts';

export interface Rule {
  /** Failures within the window that lock the key. */
  max: number;
  windowMs: number;
  /** The first lock; the n-th lasts lockMs * 2^(n-1). */
  lockMs: number;
  maxLockMs: number;
}

interface Entry {
  count: number;
  first: number;
  lockedUntil?: number;
  /** Locks so far (kept for a day after the last one): the next lock doubles. */
  locks: number;
  lastLock?: number;
}

const LOCK_MEMORY_MS = 24 * 3600 * 1000;
const tables = new WeakMap<Volatile, Map<string, Entry>>();
/** Attempts admitted but not yet settled (their slow hash is still running), per key. */
const inFlight = new WeakMap<Volatile, Map<string, number>>();

function tableOf(v: Volatile): Map<string, Entry> {
  let t = tables.get(v);
  if (!t) {
    t = new Map();
    tables.set(v, t);
  }
  return t;
}

/** Milliseconds the key stays locked (0 when free). */
export function lockedMs(v: Volatile, key: string, now: number): number {
  const e = tableOf(v).get(key);
  return e?.lockedUntil !== undefined && e.lockedUntil > now ? e.lockedUntil - now : 0;
}

/** Failures counted in the current window (0 after a lock or when the window ran out). */
export function failures(v: Volatile, key: string, rule: Rule, now: number): number {
  const e = tableOf(v).get(key);
  return e && now - e.first < rule.windowMs ? e.count : 0;
}

function inFlightOf(v: Volatile): Map<string, number> {
  let t = inFlight.get(v);
  if (!t) {
    t = new Map();
    inFlight.set(v, t);
  }
  return t;
}

/** Attempts on the key admitted by hold() and not released yet. */
export function pending(v: Volatile, key: string): number {
  return inFlightOf(v).get(key) ?? 0;
}

/** Callers waiting for a running attempt on the key to settle, per key. */
const waiting = new WeakMap<Volatile, Map<string, (() => void)[]>>();

function settled(v: Volatile, key: string): Promise<void> {
  let t = waiting.get(v);
  if (!t) {
    t = new Map();
    waiting.set(v, t);
  }
  const list = t.get(key) ?? [];
  t.set(key, list);
  return new Promise((resolve) => list.push(resolve));
}

/**
 * Admits one attempt on the key before its slow check runs, and gives the release to call when
 * the check has settled (after fail() or succeed()). The failures already counted plus the
 * attempts still running may not reach the rule's max: each running attempt may turn out to be
 * a failure, so a burst of parallel guesses gets no more checks than a series would. Past that an
 * attempt waits for a running one to settle and looks again (right answers settle as successes
 * and let the next in); once the key locks, the waiting ones are refused with 429 `errorKey`.
 * When nothing runs, the slot is taken before this returns (an async function runs
 * synchronously up to its first await), so admission and counting cannot interleave.
 */
export async function hold(
  v: Volatile,
  key: string,
  rule: Rule,
  now: number,
  errorKey: ErrorKey,
  message: string,
): Promise<() => void> {
  for (;;) {
    assertFree(v, key, now, errorKey, message);
    const running = pending(v, key);
    if (failures(v, key, rule, now) + running < rule.max) break;
    await settled(v, key);
  }
  const t = inFlightOf(v);
  t.set(key, pending(v, key) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (t.get(key) ?? 1) - 1;
    if (left > 0) t.set(key, left);
    else t.delete(key);
    const list = waiting.get(v)?.get(key);
    if (list) {
      waiting.get(v)?.delete(key);
      for (const wake of list) wake();
    }
  };
}

/** Counts one failure; returns the new lock's length when this failure locked the key. */
export function fail(v: Volatile, key: string, rule: Rule, now: number): number {
  const table = tableOf(v);
  let e = table.get(key);
  if (e && e.lastLock !== undefined && now - e.lastLock > LOCK_MEMORY_MS) e = undefined;
  if (!e) {
    e = { count: 0, first: now, locks: 0 };
    table.set(key, e);
  }
  if (now - e.first >= rule.windowMs) {
    e.count = 0;
    e.first = now;
  }
  e.count += 1;
  if (e.count < rule.max) return 0;
  const ms = Math.min(rule.lockMs * 2 ** e.locks, rule.maxLockMs);
  e.locks += 1;
  e.lastLock = now;
  e.lockedUntil = now + ms;
  e.count = 0;
  e.first = now;
  return ms;
}

/** A success forgets the key's failures (not its past locks: a lock after success still grows). */
export function succeed(v: Volatile, key: string): void {
  const e = tableOf(v).get(key);
  if (!e) return;
  if (e.locks === 0) tableOf(v).delete(key);
  else {
    e.count = 0;
    delete e.lockedUntil;
  }
}

/** The refusal of a locked key: 429 with the translated key and the seconds to wait. */
export function lockedError(key: ErrorKey, ms: number, message: string): ApiError {
  const retryAfterSeconds = Math.max(1, Math.ceil(ms / 1000));
  return new ApiError(429, key, message, {
    retryAfterSeconds,
    retryAfterMinutes: Math.ceil(retryAfterSeconds / 60),
  });
}

/** Throws lockedError when the key is locked. */
export function assertFree(
  v: Volatile,
  key: string,
  now: number,
  errorKey: ErrorKey,
  message: string,
): void {
  const ms = lockedMs(v, key, now);
  if (ms > 0) throw lockedError(errorKey, ms, message);
}
