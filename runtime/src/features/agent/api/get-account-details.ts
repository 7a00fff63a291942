import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentOps } from '#schemas/api/agent.ts';
import type { QueryOf, ResponseOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

type AccountDetailsQuery = QueryOf<typeof agentOps.accountDetails>;
export type AccountDetailsPage = ResponseOf<typeof agentOps.accountDetails>;

const getAccountDetails = (query: AccountDetailsQuery) =>
  callOp(agentOps.accountDetails, { query });

const accountDetailsQueryOptions = (query: AccountDetailsQuery) =>
  queryOptions({
    queryKey: ['agent', 'accountDetails', query],
    queryFn: () => getAccountDetails(query),
  });

export const useAccountDetails = (query: AccountDetailsQuery) =>
  useQuery({ ...accountDetailsQueryOptions(query), placeholderData: keepPreviousData });
