import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../schemas/api/operation.ts';
import { walletOps } from '../../../../../schemas/api/wallet.ts';
import { callMultipart } from '../lib/call-multipart.ts';
import { withdrawalsQueryOptions } from './get-withdrawals.ts';

export type ConfirmWithdrawalInput = BodyOf<typeof walletOps.confirmWithdrawal> & {
  id: number;
  /** Proof images (field `images`), already checked by lib/upload.ts. */
  images?: File[];
};

export function confirmWithdrawal({ id, images = [], ...fields }: ConfirmWithdrawalInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) form.append(key, value);
  for (const image of images) form.append('images', image, image.name);
  return callMultipart(walletOps.confirmWithdrawal, { id }, form);
}

export function useConfirmWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalsQueryOptions.all }),
  });
}
