import { useMutation } from '@tanstack/react-query';
import { memberOps } from '#schemas/api/member.ts';
import type { BodyOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

const forgotByEmail = (body: BodyOf<typeof memberOps.forgotPasswordEmail>) =>
  callOp(memberOps.forgotPasswordEmail, { body });
export const useForgotByEmail = () => useMutation({ mutationFn: forgotByEmail });
