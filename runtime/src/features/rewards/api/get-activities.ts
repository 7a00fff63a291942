import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../../../schemas/api/operation.ts';
import { rewardsOps } from '../../../../../schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';

export type Activity = ResponseOf<typeof rewardsOps.activities>['list'][number];

export const getActivities = () => callOp(rewardsOps.activities);

export const activitiesQueryOptions = () =>
  queryOptions({ queryKey: ['rewards', 'activities'], queryFn: getActivities });

export const useActivities = () => useQuery(activitiesQueryOptions());
