import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentOps } from '#schemas/api/agent.ts';
import type { QueryOf, ResponseOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

type TeamOverviewQuery = QueryOf<typeof agentOps.teamOverview>;
export type TeamOverview = ResponseOf<typeof agentOps.teamOverview>;

const getTeamOverview = (query: TeamOverviewQuery) => callOp(agentOps.teamOverview, { query });

const teamOverviewQueryOptions = (query: TeamOverviewQuery) =>
  queryOptions({
    queryKey: ['agent', 'teamOverview', query],
    queryFn: () => getTeamOverview(query),
  });

export const useTeamOverview = (query: TeamOverviewQuery) =>
  useQuery({ ...teamOverviewQueryOptions(query), placeholderData: keepPreviousData });
