import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';
import { pendingOps } from '../../../lib/api/pending-ops.ts';

export type RegisterBody = BodyOf<typeof pendingOps.register>;
export type RegisterMode = 'username' | 'mobile';

export const register = ({ mode, body }: { mode: RegisterMode; body: RegisterBody }) =>
  callOp(mode === 'mobile' ? pendingOps.registerMobile : pendingOps.register, { body });

export const useRegister = () => useMutation({ mutationFn: register });
