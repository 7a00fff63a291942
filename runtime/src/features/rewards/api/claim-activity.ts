import { useMutation } from '@tanstack/react-query';
import { rewardsOps } from '../../../../../schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';
import { activitiesQueryOptions } from './get-activities.ts';
import { useInvalidateRewards } from './use-invalidate-rewards.ts';

export const claimActivity = (activityId: number) =>
  callOp(rewardsOps.claimActivity, { body: { activityId } });

export function useClaimActivity() {
  const invalidate = useInvalidateRewards();
  return useMutation({
    mutationFn: claimActivity,
    onSuccess: () => invalidate(activitiesQueryOptions().queryKey),
  });
}
