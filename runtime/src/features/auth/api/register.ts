import { useMutation } from '@tanstack/react-query';
import { memberOps } from '#schemas/api/member.ts';
import type { BodyOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

type RegisterBody = BodyOf<typeof memberOps.register>;
export type RegisterMode = 'username' | 'mobile';

export const register = ({ mode, body }: { mode: RegisterMode; body: RegisterBody }) =>
  callOp(mode === 'mobile' ? memberOps.registerMobile : memberOps.register, { body });

export const useRegister = () => useMutation({ mutationFn: register });
