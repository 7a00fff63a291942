import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsOps } from '#schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';

const getManualRebate = () => callOp(rewardsOps.manualRebate);

export const manualRebateQueryOptions = () =>
  queryOptions({ queryKey: ['rewards', 'rebate'], queryFn: getManualRebate });

export const useManualRebate = () => useQuery(manualRebateQueryOptions());
