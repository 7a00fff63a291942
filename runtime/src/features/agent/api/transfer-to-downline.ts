import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletTransfer, type WalletTransferBody } from '../../../lib/api/wallet-transfer.ts';
import { balanceQueryOptions } from '../../../lib/api/get-balance.ts';
import { downlineTreeQueryOptions } from './get-downline-tree.ts';

type TransferBody = Omit<WalletTransferBody, 'direction'>;

const transferToDownline = (body: TransferBody) =>
  walletTransfer({ ...body, direction: 'toDownline' });

export function useTransferToDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToDownline,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions.all });
      void queryClient.invalidateQueries({ queryKey: downlineTreeQueryOptions().queryKey });
    },
  });
}
