import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../schemas/api/operation.ts';
import { walletOps } from '../../../../../schemas/api/wallet.ts';
import { callOp } from '../../../lib/api/client.ts';
import { agentBalanceQueryOptions } from './get-agent-balance.ts';
import { withdrawalsQueryOptions } from './list-withdrawals.ts';

export type WithdrawalBody = BodyOf<typeof walletOps.createWithdrawal>;

export const createWithdrawal = (body: WithdrawalBody) =>
  callOp(walletOps.createWithdrawal, { body });

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: withdrawalsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: agentBalanceQueryOptions().queryKey });
    },
  });
}
