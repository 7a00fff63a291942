// Password hashing: scrypt with a random salt, stored as `scrypt$N$r$p$salt$hash` (base64) so the
// cost can change without breaking stored hashes. New hashes use N=2^17, r=8, p=1 (OWASP Password
// Storage cheat sheet); verifying reads the cost from the stored hash.
import crypto from 'node:crypto';
import { INTERNAL_SOURCE, hashPool } from './hash-pool.ts';

/** scrypt N for new hashes (OWASP: at least 2^17 with r=8, p=1). */
export const PASSWORD_COST = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
/** Highest N a stored hash may ask for: a forged hash must not make the server allocate GBs. */
const MAX_COST = 2 ** 20;

/** scrypt needs 128 * N * r bytes; allow twice that so Node's default 32 MB cap never refuses. */
const maxmemOf = (n: number, r: number) => 256 * n * r;

/** scrypt in the hash pool (security/hash-pool.ts), queued behind `source`'s own earlier hashes. */
function scryptAsync(
  password: string,
  salt: Buffer,
  n: number,
  r: number,
  p: number,
  source: string,
) {
  return hashPool.run(
    source,
    () =>
      new Promise<Buffer>((resolve, reject) =>
        crypto.scrypt(
          password,
          salt,
          KEY_LENGTH,
          { N: n, r, p, maxmem: maxmemOf(n, r) },
          (err, key) => (err ? reject(err) : resolve(key)),
        ),
      ),
  );
}

function format(n: number, r: number, p: number, salt: Buffer, key: Buffer): string {
  return `scrypt$${n}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * A new hash; `cost` is scrypt's N (a power of two), PASSWORD_COST unless told. `source`: who
 * asked (an address), whose queue of the hash pool it waits in.
 */
export async function hashPassword(
  password: string,
  cost = PASSWORD_COST,
  source = INTERNAL_SOURCE,
): Promise<string> {
  const salt = crypto.randomBytes(16);
  return format(cost, R, P, salt, await scryptAsync(password, salt, cost, R, P, source));
}

/** scrypt N of the seeded demo accounts (never real ones): fast logins for demos and tests. */
export const DEMO_PASSWORD_COST = 2 ** 14;

/**
 * Synchronous, with a given salt: for seeding deterministic demo data only. Demo data keeps
 * N=2^14 so seeding and the demo logins of the test suites stay fast; real accounts never get it.
 */
export function hashPasswordWithSalt(
  password: string,
  salt: Buffer,
  cost = DEMO_PASSWORD_COST,
): string {
  const key = crypto.scryptSync(password, salt, KEY_LENGTH, {
    N: cost,
    r: R,
    p: P,
    maxmem: maxmemOf(cost, R),
  });
  return format(cost, R, P, salt, key);
}

/** True when `password` matches `stored`; a malformed or foreign hash never matches. */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
  source = INTERNAL_SOURCE,
): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((x) => Number.isInteger(x) && x > 0) || n > MAX_COST) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await scryptAsync(password, salt, n, r, p, source);
  return crypto.timingSafeEqual(actual, expected);
}

/**
 * True when a stored hash is weaker than new hashes are (a lower scrypt N, or not scrypt at all):
 * the next correct login stores a new one at today's cost.
 */
export function needsRehash(stored: string | undefined, cost = PASSWORD_COST): boolean {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return true;
  return Number(parts[1]) < cost || Number(parts[2]) < R;
}

/**
 * A well-formed hash that no password matches (random salt and key): for accounts that never log
 * in with a password (trial players, mobile members without one). Costs no hashing.
 */
export function unusableHash(cost = PASSWORD_COST): string {
  return format(cost, R, P, crypto.randomBytes(16), crypto.randomBytes(KEY_LENGTH));
}

const dummyHashes = new Map<number, string>();

/**
 * Spends the time of one verification for an account that does not exist, so that an unknown
 * name answers as slowly as a wrong password (no enumeration by timing). The dummy is a random
 * salt and key of the same cost: it needs no hashing and matches nothing. Always false.
 */
export async function verifyDummy(
  password: string,
  cost = PASSWORD_COST,
  source = INTERNAL_SOURCE,
): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = unusableHash(cost);
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(password, dummy, source);
  return false;
}
