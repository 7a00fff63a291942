import { callOp } from '../../../lib/api/client.ts';
import { pendingOps } from '../../../lib/api/pending-ops.ts';

/** Resolves true when the invitation (affiliate) code exists. */
export async function checkInvitationCode(code: string): Promise<boolean> {
  try {
    await callOp(pendingOps.affiliate, { query: { code } });
    return true;
  } catch {
    return false;
  }
}
