// claimRaffle (schemas/api/rewards.ts): claim today's raffle promotion (spec §7 "Raffle promotion
// claim"); the balance and the raffle card change together.
import { useMutation } from '@tanstack/react-query';
import { rewardsOps } from '#schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { raffleQueryOptions } from './get-raffle.ts';
import { useInvalidateRewards } from './use-invalidate-rewards.ts';

export const claimRaffle = (day: string) => callOp(rewardsOps.claimRaffle, { body: { day } });

export function useClaimRaffle() {
  const invalidate = useInvalidateRewards();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: claimRaffle,
    onSettled: () => invalidate(raffleQueryOptions(token).queryKey),
  });
}
