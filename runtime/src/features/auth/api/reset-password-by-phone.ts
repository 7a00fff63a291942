import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';
import { pendingOps } from '../../../lib/api/pending-ops.ts';

export const resetByPhone = (body: BodyOf<typeof pendingOps.resetByPhone>) =>
  callOp(pendingOps.resetByPhone, { body });
export const useResetByPhone = () => useMutation({ mutationFn: resetByPhone });
