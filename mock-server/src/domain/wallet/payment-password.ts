// Payment-password (PIN) check against member.paymentPasswordHash (HMAC-SHA256 under the server's
// pepper, pin-hash.ts; older scrypt hashes still verify and are replaced on a correct entry).
// A 6-digit PIN is guessable, so wrong ones count per member (PIN_RULE): 5 lock every payment for
// 15 minutes, then 30, 60 ... (payment_password_locked with the seconds to wait).
import { ApiError } from '../../http/api-error.ts';
import { assertFree, fail, lockedError, succeed } from '../../security/attempts.ts';
import { PIN_RULE } from '../../security/limits.ts';
import type { TenantData } from '../../store/data.ts';
import type { Volatile } from '../../tenancy.ts';
import type { Member } from '../members/types.ts';
import { verifyPin } from './pin-hash.ts';

const MESSAGE = 'too many wrong payment passwords, retry later';

/**
 * Refuses with payment_password_locked, payment_password_not_set or payment_password_incorrect.
 * Resolves with the hash to store in place of an old-format one (undefined when none): the caller
 * keeps it with keepPinHash() in the write the payment makes.
 */
export async function checkPaymentPassword(
  v: Volatile,
  member: Pick<Member, 'id' | 'paymentPasswordHash'>,
  plain: string,
  now: number,
  pepper: Buffer,
): Promise<string | undefined> {
  if (!member.paymentPasswordHash)
    throw new ApiError(400, 'payment_password_not_set', 'set a payment password first');
  const key = `pin:${member.id}`;
  assertFree(v, key, now, 'payment_password_locked', MESSAGE);
  const { ok, rehash } = await verifyPin(plain, member.paymentPasswordHash, pepper);
  if (!ok) {
    const lockedFor = fail(v, key, PIN_RULE, now);
    if (lockedFor > 0) throw lockedError('payment_password_locked', lockedFor, MESSAGE);
    throw new ApiError(400, 'payment_password_incorrect', 'payment password is incorrect');
  }
  succeed(v, key);
  return rehash;
}

/** Stores the converted hash checkPaymentPassword gave, unless the PIN changed meanwhile. */
export function keepPinHash(
  draft: TenantData,
  member: Pick<Member, 'id' | 'paymentPasswordHash'>,
  rehash: string | undefined,
): void {
  if (rehash === undefined) return;
  const m = draft.members.find((x) => x.id === member.id);
  if (m && m.paymentPasswordHash === member.paymentPasswordHash) m.paymentPasswordHash = rehash;
}
