import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../schemas/api/operation.ts';
import { walletOps } from '../../../../../schemas/api/wallet.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { balanceQueryOptions } from '../../../lib/api/get-balance.ts';
import { withdrawalsQueryOptions } from './get-withdrawals.ts';

export type CreateWithdrawalBody = BodyOf<typeof walletOps.createWithdrawal>;

export const createWithdrawal = (body: CreateWithdrawalBody) =>
  callOp(walletOps.createWithdrawal, { body });

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalsQueryOptions.all }),
        queryClient.invalidateQueries({ queryKey: balanceQueryOptions(token).queryKey }),
      ]),
  });
}
