import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { rewardsOps } from '#schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';

export type VipLevels = ResponseOf<typeof rewardsOps.vipLevels>;

const getVipLevels = () => callOp(rewardsOps.vipLevels);

export const vipLevelsQueryOptions = () =>
  queryOptions({ queryKey: ['rewards', 'vip'], queryFn: getVipLevels });

export const useVipLevels = () => useQuery(vipLevelsQueryOptions());
