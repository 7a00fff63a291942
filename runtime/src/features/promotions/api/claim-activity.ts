import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardsOps } from '../../../../../schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';
import { refreshWallet } from '../../../lib/refresh-wallet.ts';
import { activitiesQueryOptions } from './get-activities.ts';

/** Claims a claim activity (bonus credited) or joins a join activity. */
export const claimActivity = (activityId: number) =>
  callOp(rewardsOps.claimActivity, { body: { activityId } });

export function useClaimActivity() {
  const queryClient = useQueryClient();
  const [scope, kind] = activitiesQueryOptions(null).queryKey;
  return useMutation({
    mutationFn: claimActivity,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [scope, kind] }),
        refreshWallet(queryClient),
      ]),
  });
}
