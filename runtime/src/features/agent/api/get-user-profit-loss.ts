import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentOps } from '#schemas/api/agent.ts';
import type { QueryOf, ResponseOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

type UserProfitLossQuery = QueryOf<typeof agentOps.userProfitLoss>;
export type UserProfitLossPage = ResponseOf<typeof agentOps.userProfitLoss>;

const getUserProfitLoss = (query: UserProfitLossQuery) =>
  callOp(agentOps.userProfitLoss, { query });

const userProfitLossQueryOptions = (query: UserProfitLossQuery) =>
  queryOptions({
    queryKey: ['agent', 'userProfitLoss', query],
    queryFn: () => getUserProfitLoss(query),
  });

export const useUserProfitLoss = (query: UserProfitLossQuery) =>
  useQuery({ ...userProfitLossQueryOptions(query), placeholderData: keepPreviousData });
