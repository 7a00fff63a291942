import { useMutation } from '@tanstack/react-query';
import { rewardsOps } from '#schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';
import { vipLevelsQueryOptions } from './get-vip-levels.ts';
import { useInvalidateRewards } from './use-invalidate-rewards.ts';

const claimVipBonus = (level: number) => callOp(rewardsOps.vipBonus, { body: { level } });

export function useClaimVipBonus() {
  const invalidate = useInvalidateRewards();
  return useMutation({
    mutationFn: claimVipBonus,
    onSuccess: () => invalidate(vipLevelsQueryOptions().queryKey),
  });
}
