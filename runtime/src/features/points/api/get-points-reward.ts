// pointsReward (schemas/api/points.ts): the points bets and deposits have earned, today and in all.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { pointsOps } from '#schemas/api/points.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';

export type PointsReward = ResponseOf<typeof pointsOps.pointsReward>;

const getPointsReward = () => callOp(pointsOps.pointsReward);

const pointsRewardQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['points', 'reward', token],
    queryFn: getPointsReward,
    enabled: token !== null,
  });

export function usePointsReward() {
  const token = useSession((s) => s.token);
  return useQuery(pointsRewardQueryOptions(token));
}
