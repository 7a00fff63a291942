// A deposit request, from the member centre's deposit panel and the agent centre's funds page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#schemas/api/operation.ts';
import { walletOps } from '#schemas/api/wallet.ts';
import { callOp } from './client.ts';
import { depositsQueryOptions } from './get-deposits.ts';

type CreateDepositBody = BodyOf<typeof walletOps.createDeposit>;

export const createDeposit = (body: CreateDepositBody) => callOp(walletOps.createDeposit, { body });

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositsQueryOptions.all }),
  });
}
