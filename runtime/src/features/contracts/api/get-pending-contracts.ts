import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractsOps } from '#schemas/api/contracts.ts';
import { callOp } from '../../../lib/api/client.ts';
import { pollUnlessPushed } from '../../../lib/push/supported.ts';

const getPendingContracts = () => callOp(contractsOps.pendingContracts);

export const pendingContractsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['contracts', 'pending', token],
    queryFn: getPendingContracts,
    enabled: token !== null,
    refetchInterval: pollUnlessPushed(60_000),
  });

export const usePendingContracts = (token: string | null) =>
  useQuery(pendingContractsQueryOptions(token));
