import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../schemas/api/operation.ts';
import { walletOps } from '../../../../../schemas/api/wallet.ts';
import { callOp } from '../../../lib/api/client.ts';
import { balanceQueryOptions } from '../../../lib/api/get-balance.ts';
import { downlineTreeQueryOptions } from './get-downline-tree.ts';

export type TransferBody = Omit<BodyOf<typeof walletOps.walletTransfer>, 'direction'>;

export const transferToDownline = (body: TransferBody) =>
  callOp(walletOps.walletTransfer, { body: { ...body, direction: 'toDownline' } });

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
