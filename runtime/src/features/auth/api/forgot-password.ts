import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';
import { pendingOps } from '../../../lib/api/pending-ops.ts';

export const forgotByEmail = (body: BodyOf<typeof pendingOps.forgotByEmail>) =>
  callOp(pendingOps.forgotByEmail, { body });
export const useForgotByEmail = () => useMutation({ mutationFn: forgotByEmail });
