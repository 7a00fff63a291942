import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractsOps } from '#schemas/api/contracts.ts';
import type { BodyOf, ParamsOf, ResponseOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';
import { listContractsQueryOptions } from './list-contracts.ts';

export type ContractKind = ParamsOf<typeof contractsOps.offerContract>['kind'];
export type OfferBody = BodyOf<typeof contractsOps.offerContract>;
type OfferAnswer = ResponseOf<typeof contractsOps.offerContract>;
export type Contract = OfferAnswer['affected'][number];

export const offerContract = (kind: ContractKind, body: OfferBody) =>
  callOp(contractsOps.offerContract, { params: { kind }, body });

export function useOfferContract(kind: ContractKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferBody) => offerContract(kind, body),
    onSuccess: (answer) => {
      if (!answer.requiresConfirmation)
        void queryClient.invalidateQueries({ queryKey: listContractsQueryOptions().queryKey });
    },
  });
}
