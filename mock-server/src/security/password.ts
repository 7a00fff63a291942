// Password hashing: scrypt with a random salt, stored as `scrypt$N$r$p$salt$hash` (base64) so the
// cost can change without breaking stored hashes.
import crypto from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, n: number, r: number, p: number) {
  return new Promise<Buffer>((resolve, reject) =>
    crypto.scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

function format(n: number, r: number, p: number, salt: Buffer, key: Buffer): string {
  return `scrypt$${n}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  return format(N, R, P, salt, await scryptAsync(password, salt, N, R, P));
}

/** Synchronous, with a given salt: for seeding deterministic demo data only. */
export function hashPasswordWithSalt(password: string, salt: Buffer): string {
  const key = crypto.scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 256 * N * R });
  return format(N, R, P, salt, key);
}

/** True when `password` matches `stored`; a malformed or foreign hash never matches. */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((x) => Number.isInteger(x) && x > 0) || n > 1 << 20) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await scryptAsync(password, salt, n, r, p);
  return crypto.timingSafeEqual(actual, expected);
}
