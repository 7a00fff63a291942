// A withdrawal request, from the member centre's withdraw panel and the agent centre's funds page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#schemas/api/operation.ts';
import { walletOps } from '#schemas/api/wallet.ts';
import { callOp } from './client.ts';
import { balanceQueryOptions } from './get-balance.ts';
import { withdrawalsQueryOptions } from './get-withdrawals.ts';

type CreateWithdrawalBody = BodyOf<typeof walletOps.createWithdrawal>;

export const createWithdrawal = (body: CreateWithdrawalBody) =>
  callOp(walletOps.createWithdrawal, { body });

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalsQueryOptions.all }),
        queryClient.invalidateQueries({ queryKey: balanceQueryOptions.all }),
      ]),
  });
}
