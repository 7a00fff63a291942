// Activities (promotions) with the caller's status: the promotions page (a visitor sees the public
// ones) and the reward centre. One key, by session.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { rewardsOps } from '#schemas/api/rewards.ts';
import { useSession } from '../stores/session.ts';
import { callOp } from './client.ts';

export type Activity = ResponseOf<typeof rewardsOps.activities>['list'][number];
export type ActivityStatus = Activity['status'];

const getActivities = () => callOp(rewardsOps.activities);

export const activitiesQueryOptions = Object.assign(
  (token: string | null) =>
    queryOptions({ queryKey: ['rewards', 'activities', token], queryFn: getActivities }),
  { all: ['rewards', 'activities'] as const },
);

export function useActivities() {
  const token = useSession((s) => s.token);
  return useQuery(activitiesQueryOptions(token));
}
