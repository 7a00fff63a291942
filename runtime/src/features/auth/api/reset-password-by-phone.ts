import { useMutation } from '@tanstack/react-query';
import { memberOps } from '#schemas/api/member.ts';
import type { BodyOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

const resetByPhone = (body: BodyOf<typeof memberOps.setPasswordByPhone>) =>
  callOp(memberOps.setPasswordByPhone, { body });
export const useResetByPhone = () => useMutation({ mutationFn: resetByPhone });
