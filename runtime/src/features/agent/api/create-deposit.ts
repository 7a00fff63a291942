import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../schemas/api/operation.ts';
import { walletOps } from '../../../../../schemas/api/wallet.ts';
import { callOp } from '../../../lib/api/client.ts';
import { depositsQueryOptions } from './list-deposits.ts';

export type DepositBody = BodyOf<typeof walletOps.createDeposit>;

export const createDeposit = (body: DepositBody) => callOp(walletOps.createDeposit, { body });

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositsQueryOptions().queryKey }),
  });
}
