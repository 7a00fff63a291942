import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsOps } from '../../../../../schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';
import { selectIsTrial, useSession } from '../../../lib/stores/session.ts';

export const getRewardCenter = () => callOp(rewardsOps.rewardCenter);

export const rewardCenterQueryOptions = (token: string | null, isTrial: boolean) =>
  queryOptions({
    queryKey: ['rewards', 'center', token],
    queryFn: getRewardCenter,
    enabled: token !== null && !isTrial,
    staleTime: 30_000,
  });

export function useRewardCenter() {
  const token = useSession((s) => s.token);
  const isTrial = useSession(selectIsTrial);
  return useQuery(rewardCenterQueryOptions(token, isTrial));
}
