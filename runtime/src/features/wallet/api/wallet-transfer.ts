import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletTransfer } from '../../../lib/api/wallet-transfer.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { balanceQueryOptions } from '../../../lib/api/get-balance.ts';
import { transactionsQueryOptions } from './get-transactions.ts';

export type { WalletTransferBody } from '../../../lib/api/wallet-transfer.ts';

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
