import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractsOps } from '#schemas/api/contracts.ts';
import type { BodyOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { withRetries } from '../lib/request-id.ts';
import { consolidatedQueryOptions } from '../../../lib/api/get-consolidated.ts';
import { pendingContractsQueryOptions } from './get-pending-contracts.ts';
import { listContractsQueryOptions } from './list-contracts.ts';

export type ContractActionName = BodyOf<typeof contractsOps.contractAction>['action'];

/** One action with one request id, retried on network failures only (applied once). */
export const contractAction = (contractId: number, action: ContractActionName) =>
  withRetries((requestId) =>
    callOp(contractsOps.contractAction, { body: { contractId, action, requestId } }),
  );

export function useContractAction() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: ({ contractId, action }: { contractId: number; action: ContractActionName }) =>
      contractAction(contractId, action),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listContractsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: consolidatedQueryOptions().queryKey });
      void queryClient.invalidateQueries({
        queryKey: pendingContractsQueryOptions(token).queryKey,
      });
    },
  });
}
