// The payment-password check as money and points calls make it: payment-password.ts checks the
// PIN and counts wrong ones (PIN_RULE on `pin:<member id>`); this admits the attempt before its
// slow hash runs, so that a burst of parallel guesses gets no more checks than PIN_RULE allows
// (otherwise every request of a burst passes the lock check before the first one is counted).
import { hold } from '../../security/attempts.ts';
import { PIN_RULE } from '../../security/limits.ts';
import type { TenantData } from '../../store/data.ts';
import type { TenantStore } from '../../store/tenant-store.ts';
import type { Volatile } from '../../tenancy.ts';
import type { Member } from '../../records/members.ts';
import { checkPaymentPassword, writeWithPin } from './payment-password.ts';

/**
 * checkPaymentPassword, admitted first: 429 payment_password_locked while the budget is spent.
 * Answers the converted hash to keep (writeWithPin), as checkPaymentPassword does.
 */
async function checkPaymentPasswordAdmitted(
  v: Volatile,
  member: Pick<Member, 'id' | 'paymentPasswordHash'>,
  plain: string,
  now: number,
  pepper: Buffer,
): Promise<string | undefined> {
  // The key and rule payment-password.ts counts failures under.
  const release = await hold(
    v,
    `pin:${member.id}`,
    PIN_RULE,
    now,
    'payment_password_locked',
    'too many wrong payment passwords, retry later',
  );
  try {
    return await checkPaymentPassword(v, member, plain, now, pepper);
  } finally {
    release();
  }
}

/**
 * A payment the member's PIN authorises: the PIN checked as above, then the payment's write, which
 * keeps a converted hash (writeWithPin).
 */
export async function payWithPin<T>(
  tenant: { volatile: Volatile; store: Pick<TenantStore, 'write'> },
  member: Pick<Member, 'id' | 'paymentPasswordHash'>,
  plain: string,
  now: number,
  pepper: Buffer,
  change: (draft: TenantData) => T,
): Promise<T> {
  const rehash = await checkPaymentPasswordAdmitted(tenant.volatile, member, plain, now, pepper);
  return writeWithPin(tenant.store, member, rehash, change);
}
