import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../schemas/api/operation.ts';
import { walletOps } from '../../../../../schemas/api/wallet.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { balanceQueryOptions } from '../../../lib/api/get-balance.ts';
import { transactionsQueryOptions } from './get-transactions.ts';

export type WalletTransferBody = BodyOf<typeof walletOps.walletTransfer>;

export const walletTransfer = (body: WalletTransferBody) =>
  callOp(walletOps.walletTransfer, { body });

export function useWalletTransfer() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: walletTransfer,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: balanceQueryOptions(token).queryKey }),
        queryClient.invalidateQueries({ queryKey: transactionsQueryOptions.all }),
      ]);
    },
  });
}
