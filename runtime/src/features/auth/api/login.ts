import { useMutation } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '../../../../../schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';
import { pendingOps } from '../../../lib/api/pending-ops.ts';

export type LoginBody = BodyOf<typeof pendingOps.login>;
export type LoginValue = ResponseOf<typeof pendingOps.login>;

export const login = (body: LoginBody) => callOp(pendingOps.login, { body });

export const useLogin = () => useMutation({ mutationFn: login });
