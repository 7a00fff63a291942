import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsOps } from '#schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';

const getLeaderboard = () => callOp(rewardsOps.missionLeaderboard);

const leaderboardQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'leaderboard'],
    queryFn: getLeaderboard,
    staleTime: 30_000,
  });

export const useLeaderboard = () => useQuery(leaderboardQueryOptions());
