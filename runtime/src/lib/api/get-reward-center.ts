// The reward centre's counts (claimable bonuses, red envelopes): the member centre's badge, the
// rewards screens, and every claim that changes them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsOps } from '#schemas/api/rewards.ts';
import { selectIsKnownMember, useSession } from '../stores/session.ts';
import { callOp } from './client.ts';

const getRewardCenter = () => callOp(rewardsOps.rewardCenter);

export const rewardCenterQueryOptions = Object.assign(
  (token: string | null, knownMember: boolean) =>
    queryOptions({
      queryKey: ['rewards', 'center', token],
      queryFn: getRewardCenter,
      enabled: token !== null && knownMember,
      staleTime: 30_000,
    }),
  { all: ['rewards', 'center'] as const },
);

export function useRewardCenter() {
  const token = useSession((s) => s.token);
  const knownMember = useSession(selectIsKnownMember);
  return useQuery(rewardCenterQueryOptions(token, knownMember));
}
