// Payment passwords (6-digit PINs) are stored as HMAC-SHA256 under a server-wide pepper:
// `hmac-sha256$<salt>$<mac>` (base64), mac = HMAC(pepper, salt || pin). A PIN's strength is its
// attempt limit (payment-password.ts), not its hash: a million values fall to any hash cost once
// the stored hashes and the key are taken, and a memory-hard hash on every transfer made the
// server fall over under load. Keeping the pepper out of the tenant files (pin-pepper.ts) means a
// copied data file alone cannot be searched at all. Login passwords keep scrypt.
// Older PIN hashes are scrypt (security/password.ts); they still verify, and are replaced by this
// format on the next correct entry.
import crypto from 'node:crypto';
import { verifyPassword } from '../../security/password.ts';

const PREFIX = 'hmac-sha256';
const SALT_BYTES = 16;

function macOf(pin: string, salt: Buffer, pepper: Buffer): Buffer {
  return crypto.createHmac('sha256', pepper).update(salt).update(pin, 'utf8').digest();
}

export function hashPin(pin: string, pepper: Buffer): string {
  const salt = crypto.randomBytes(SALT_BYTES);
  return `${PREFIX}$${salt.toString('base64')}$${macOf(pin, salt, pepper).toString('base64')}`;
}

/**
 * Whether `pin` matches `stored`, and the hash to store instead when it matched an old format
 * (undefined when nothing needs replacing). A malformed hash never matches.
 */
export async function verifyPin(
  pin: string,
  stored: string,
  pepper: Buffer,
): Promise<{ ok: boolean; rehash?: string }> {
  const parts = stored.split('$');
  if (parts[0] === PREFIX) {
    if (parts.length !== 3) return { ok: false };
    const salt = Buffer.from(parts[1] ?? '', 'base64');
    const expected = Buffer.from(parts[2] ?? '', 'base64');
    const actual = macOf(pin, salt, pepper);
    return { ok: expected.length === actual.length && crypto.timingSafeEqual(actual, expected) };
  }
  if (!(await verifyPassword(pin, stored))) return { ok: false };
  return { ok: true, rehash: hashPin(pin, pepper) };
}
