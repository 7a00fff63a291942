import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#schemas/api/operation.ts';
import { walletOps } from '#schemas/api/wallet.ts';
import { callOp } from './client.ts';
import { withdrawalsQueryOptions } from './get-withdrawals.ts';

export type ConfirmWithdrawalInput = BodyOf<typeof walletOps.confirmWithdrawal> & {
  id: number;
  /** Proof images (field `images`), already checked by components/withdrawal/proof-upload.ts. */
  images?: File[];
};

export function confirmWithdrawal({ id, images = [], ...body }: ConfirmWithdrawalInput) {
  return callOp(walletOps.confirmWithdrawal, { params: { id }, body, files: { images } });
}

export function useConfirmWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalsQueryOptions.all }),
  });
}
