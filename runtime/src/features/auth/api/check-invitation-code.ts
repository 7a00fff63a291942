import { memberOps } from '#schemas/api/member.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { callOp } from '../../../lib/api/client.ts';

/** Resolves true when the invitation (affiliate) code exists; network errors propagate. */
export async function checkInvitationCode(code: string): Promise<boolean> {
  try {
    await callOp(memberOps.affiliate, { query: { code } });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}
