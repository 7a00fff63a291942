import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberOps } from '#schemas/api/member.ts';
import type { BodyOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { profileQueryOptions } from './get-profile.ts';

type PaymentPasswordBody = BodyOf<typeof memberOps.paymentPassword>;

export const setPaymentPassword = (body: PaymentPasswordBody) =>
  callOp(memberOps.paymentPassword, { body });

export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: profileQueryOptions(token).queryKey }),
  });
}
