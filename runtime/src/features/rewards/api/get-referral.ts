import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsOps } from '#schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';

const getReferral = () => callOp(rewardsOps.referral);

const referralQueryOptions = () =>
  queryOptions({ queryKey: ['rewards', 'referral'], queryFn: getReferral });

export const useReferral = () => useQuery(referralQueryOptions());
