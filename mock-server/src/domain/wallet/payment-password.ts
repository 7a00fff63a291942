// Payment-password (PIN) check against member.paymentPasswordHash (HMAC-SHA256 under the server's
// pepper, pin-hash.ts; older scrypt hashes still verify and are replaced on a correct entry).
// A 6-digit PIN is guessable, so wrong ones count per member (PIN_RULE): 5 lock every payment for
// 15 minutes, then 30, 60 ... (payment_password_locked with the seconds to wait).
import { DomainError, Refusal } from '../../refusals/refusal.ts';
import { assertFree, fail, lockedError, succeed } from '../../security/attempts.ts';
import { PIN_RULE } from '../../security/limits.ts';
import type { TenantData } from '../../store/data.ts';
import type { TenantStore } from '../../store/tenant-store.ts';
import type { Volatile } from '../../tenancy.ts';
import type { Member } from '../../records/members.ts';
import { verifyPin } from './pin-hash.ts';

const MESSAGE = 'too many wrong payment passwords, retry later';

/**
 * Refuses with payment_password_locked, payment_password_not_set or payment_password_incorrect.
 * Resolves with the hash to store in place of an old-format one (undefined when none): the caller
 * makes its write with writeWithPin(), which keeps it.
 */
export async function checkPaymentPassword(
  v: Volatile,
  member: Pick<Member, 'id' | 'paymentPasswordHash'>,
  plain: string,
  now: number,
  pepper: Buffer,
): Promise<string | undefined> {
  if (!member.paymentPasswordHash)
    throw new DomainError('payment_password_not_set', 'set a payment password first');
  const key = `pin:${member.id}`;
  assertFree(v, key, now, 'payment_password_locked', MESSAGE);
  const { ok, rehash } = await verifyPin(plain, member.paymentPasswordHash, pepper);
  if (!ok) {
    const lockedFor = fail(v, key, PIN_RULE, now);
    if (lockedFor > 0) throw lockedError('payment_password_locked', lockedFor, MESSAGE);
    throw new DomainError('payment_password_incorrect', 'payment password is incorrect');
  }
  succeed(v, key);
  return rehash;
}

function keepPinHash(draft: TenantData, memberId: number, checked: string, rehash: string): void {
  const m = draft.members.find((x) => x.id === memberId);
  // Unless the PIN changed meanwhile.
  if (m && m.paymentPasswordHash === checked) m.paymentPasswordHash = rehash;
}

/**
 * The payment's write, keeping in it the converted hash checkPaymentPassword gave. A payment
 * refused after a correct PIN (frozen account, short balance) still keeps the conversion, in a
 * write of its own: the PIN was right, and the old hash's cost should be paid once, not on every
 * retry.
 */
export async function writeWithPin<T>(
  store: Pick<TenantStore, 'write'>,
  member: Pick<Member, 'id' | 'paymentPasswordHash'>,
  rehash: string | undefined,
  change: (draft: TenantData) => T,
): Promise<T> {
  // Read before writing: `member` may be the stored object, which the write edits.
  const checked = member.paymentPasswordHash;
  if (rehash === undefined || checked === undefined) return store.write(change);
  try {
    return await store.write((d) => {
      keepPinHash(d, member.id, checked, rehash);
      return change(d);
    });
  } catch (e) {
    if (e instanceof Refusal) await store.write((d) => keepPinHash(d, member.id, checked, rehash));
    throw e;
  }
}
