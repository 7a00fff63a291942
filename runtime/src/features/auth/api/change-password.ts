import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';
import { pendingOps } from '../../../lib/api/pending-ops.ts';

export type ChangePasswordBody = BodyOf<typeof pendingOps.changePassword>;

export const changePassword = (body: ChangePasswordBody) =>
  callOp(pendingOps.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
