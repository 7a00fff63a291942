import { useMutation } from '@tanstack/react-query';
import { memberOps } from '#schemas/api/member.ts';
import type { BodyOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

type ChangePasswordBody = BodyOf<typeof memberOps.changePassword>;

export const changePassword = (body: ChangePasswordBody) =>
  callOp(memberOps.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
