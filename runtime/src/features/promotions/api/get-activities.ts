import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../../../schemas/api/operation.ts';
import { rewardsOps } from '../../../../../schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';

export type Activity = ResponseOf<typeof rewardsOps.activities>['list'][number];
export type ActivityStatus = Activity['status'];

/** Promotions with the caller's status (a visitor sees the public ones). */
export const getActivities = () => callOp(rewardsOps.activities);

export const activitiesQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: ['promotions', 'activities', token], queryFn: getActivities });

export function useActivities() {
  const token = useSession((s) => s.token);
  return useQuery(activitiesQueryOptions(token));
}
