import { useMutation } from '@tanstack/react-query';
import { rewardsOps } from '#schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';
import { manualRebateQueryOptions } from './get-manual-rebate.ts';
import { useInvalidateRewards } from './use-invalidate-rewards.ts';

const claimManualRebate = () => callOp(rewardsOps.manualRebateClaim);

export function useClaimManualRebate() {
  const invalidate = useInvalidateRewards();
  return useMutation({
    mutationFn: claimManualRebate,
    onSuccess: () => invalidate(manualRebateQueryOptions().queryKey),
  });
}
