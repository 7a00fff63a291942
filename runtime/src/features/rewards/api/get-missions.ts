import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsOps } from '#schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';
import { selectIsKnownMember, useSession } from '../../../lib/stores/session.ts';

const getMissions = () => callOp(rewardsOps.missions);

const missionsQueryOptions = (token: string | null, knownMember: boolean) =>
  queryOptions({
    queryKey: ['rewards', 'missions', token],
    queryFn: getMissions,
    enabled: token !== null && knownMember,
    staleTime: 30_000,
  });

export function useMissions() {
  const token = useSession((s) => s.token);
  const knownMember = useSession(selectIsKnownMember);
  return useQuery(missionsQueryOptions(token, knownMember));
}
