// Claims a claim activity (bonus credited) or joins a join activity, from the promotions page or
// the reward centre: the list, the reward centre's counts and the wallet are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardsOps } from '#schemas/api/rewards.ts';
import { refreshWallet } from '../refresh-wallet.ts';
import { callOp } from './client.ts';
import { activitiesQueryOptions } from './get-activities.ts';
import { rewardCenterQueryOptions } from './get-reward-center.ts';

export const claimActivity = (activityId: number) =>
  callOp(rewardsOps.claimActivity, { body: { activityId } });

export function useClaimActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimActivity,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activitiesQueryOptions.all }),
        queryClient.invalidateQueries({ queryKey: rewardCenterQueryOptions.all }),
        refreshWallet(queryClient),
      ]),
  });
}
