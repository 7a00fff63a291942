import { useMutation } from '@tanstack/react-query';
import { rewardsOps } from '#schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useInvalidateRewards } from './use-invalidate-rewards.ts';

const openRedEnvelope = () => callOp(rewardsOps.redEnvelope);

export function useOpenRedEnvelope() {
  const invalidate = useInvalidateRewards();
  return useMutation({ mutationFn: openRedEnvelope, onSuccess: () => invalidate() });
}
