// Setting or changing the payment password, from the member centre's security centre and the
// agent centre's: member info says whether one is set, so it is read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberOps } from '#schemas/api/member.ts';
import type { BodyOf } from '#schemas/api/operation.ts';
import { callOp } from './client.ts';
import { memberInfoQueryOptions } from './get-member-info.ts';
import { useSession } from '../stores/session.ts';

type PaymentPasswordBody = BodyOf<typeof memberOps.paymentPassword>;

export const setPaymentPassword = (body: PaymentPasswordBody) =>
  callOp(memberOps.paymentPassword, { body });

export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: memberInfoQueryOptions(token).queryKey }),
  });
}
