// The current-password check of change-password and set-payment-password: a logged-in session
// must not become an unthrottled oracle for the password, so wrong answers count per member
// (OLD_PASSWORD_RULE) and lock the check with password_check_locked and the seconds to wait.
import { DomainError, type DomainErrorKey } from '../../refusals/refusal.ts';
import { fail, hold, lockedError, succeed } from '../../security/attempts.ts';
import { OLD_PASSWORD_RULE } from '../../security/limits.ts';
import { verifyPassword } from '../../security/password.ts';
import type { Volatile } from '../../tenancy.ts';
import type { Member } from '../../records/members.ts';

const MESSAGE = 'too many wrong passwords, retry later';

/** Refuses with password_check_locked, or `wrongKey` when the password is not the member's. */
export async function checkCurrentPassword(
  v: Volatile,
  member: Pick<Member, 'id' | 'passwordHash'>,
  plain: string,
  now: number,
  wrongKey: Extract<DomainErrorKey, 'old_password_incorrect' | 'in_incorrect_password'>,
): Promise<void> {
  const key = `current-password:${member.id}`;
  // Admitted (and counted as running) before the hash: parallel guesses cannot overrun the limit.
  const release = await hold(v, key, OLD_PASSWORD_RULE, now, 'password_check_locked', MESSAGE);
  let right: boolean;
  try {
    right = await verifyPassword(plain, member.passwordHash);
  } finally {
    release();
  }
  if (!right) {
    const lockedFor = fail(v, key, OLD_PASSWORD_RULE, now);
    if (lockedFor > 0) throw lockedError('password_check_locked', lockedFor, MESSAGE);
    throw new DomainError(wrongKey, 'the current password is wrong');
  }
  succeed(v, key);
}
