// raffle (schemas/api/rewards.ts): today's raffle promotion for the member.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { rewardsOps } from '#schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';

export type Raffle = ResponseOf<typeof rewardsOps.raffle>;

const getRaffle = () => callOp(rewardsOps.raffle);

export const raffleQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['rewards', 'raffle', token],
    queryFn: getRaffle,
    enabled: token !== null,
  });

export function useRaffle() {
  const token = useSession((s) => s.token);
  return useQuery(raffleQueryOptions(token));
}
