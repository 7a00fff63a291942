import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsOps } from '../../../../../schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';

export const getReferral = () => callOp(rewardsOps.referral);

export const referralQueryOptions = () =>
  queryOptions({ queryKey: ['rewards', 'referral'], queryFn: getReferral });

export const useReferral = () => useQuery(referralQueryOptions());
