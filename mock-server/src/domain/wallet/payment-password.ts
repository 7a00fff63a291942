// Payment-password (PIN) check against member.paymentPasswordHash (scrypt, security/password.ts).
// A 6-digit PIN is guessable, so wrong ones count per member (PIN_RULE): 5 lock every payment for
// 15 minutes, then 30, 60 ... (payment_password_locked with the seconds to wait).
import { ApiError } from '../../http/api-error.ts';
import { assertFree, fail, lockedError, succeed } from '../../security/attempts.ts';
import { PIN_RULE } from '../../security/limits.ts';
import { verifyPassword } from '../../security/password.ts';
import type { Volatile } from '../../tenancy.ts';
import type { Member } from '../members/types.ts';

const MESSAGE = 'too many wrong payment passwords, retry later';

/** Refuses with payment_password_locked, payment_password_not_set or payment_password_incorrect. */
export async function checkPaymentPassword(
  v: Volatile,
  member: Pick<Member, 'id' | 'paymentPasswordHash'>,
  plain: string,
  now: number,
): Promise<void> {
  if (!member.paymentPasswordHash)
    throw new ApiError(400, 'payment_password_not_set', 'set a payment password first');
  const key = `pin:${member.id}`;
  assertFree(v, key, now, 'payment_password_locked', MESSAGE);
  if (!(await verifyPassword(plain, member.paymentPasswordHash))) {
    const lockedFor = fail(v, key, PIN_RULE, now);
    if (lockedFor > 0) throw lockedError('payment_password_locked', lockedFor, MESSAGE);
    throw new ApiError(400, 'payment_password_incorrect', 'payment password is incorrect');
  }
  succeed(v, key);
}
