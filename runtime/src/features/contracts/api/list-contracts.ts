import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractsOps } from '#schemas/api/contracts.ts';
import type { QueryOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

type ContractsQuery = QueryOf<typeof contractsOps.listContracts>;

export const listContracts = (query: ContractsQuery) =>
  callOp(contractsOps.listContracts, { query });

/** Without a query: the key prefix every contract list shares (for invalidation). */
export const listContractsQueryOptions = (query?: ContractsQuery) =>
  queryOptions({
    queryKey: query ? ['contracts', 'list', query] : ['contracts', 'list'],
    queryFn: () => listContracts(query ?? {}),
  });

export const useContracts = (query: ContractsQuery) => useQuery(listContractsQueryOptions(query));
