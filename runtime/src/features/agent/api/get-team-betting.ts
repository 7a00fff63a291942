import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentOps } from '#schemas/api/agent.ts';
import type { QueryOf, ResponseOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

type TeamBettingQuery = QueryOf<typeof agentOps.teamBetting>;
export type TeamBettingPage = ResponseOf<typeof agentOps.teamBetting>;

const getTeamBetting = (query: TeamBettingQuery) => callOp(agentOps.teamBetting, { query });

const teamBettingQueryOptions = (query: TeamBettingQuery) =>
  queryOptions({ queryKey: ['agent', 'teamBetting', query], queryFn: () => getTeamBetting(query) });

export const useTeamBetting = (query: TeamBettingQuery) =>
  useQuery({ ...teamBettingQueryOptions(query), placeholderData: keepPreviousData });
