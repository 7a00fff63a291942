// Payment-password check against member.paymentPasswordHash (scrypt, security/password.ts).
import { ApiError } from '../../http/api-error.ts';
import { verifyPassword } from '../../security/password.ts';
import type { Member } from '../members/types.ts';

/** Refuses with payment_password_not_set or payment_password_incorrect. */
export async function checkPaymentPassword(
  member: Pick<Member, 'paymentPasswordHash'>,
  plain: string,
): Promise<void> {
  if (!member.paymentPasswordHash)
    throw new ApiError(400, 'payment_password_not_set', 'set a payment password first');
  if (!(await verifyPassword(plain, member.paymentPasswordHash)))
    throw new ApiError(400, 'payment_password_incorrect', 'payment password is incorrect');
}
