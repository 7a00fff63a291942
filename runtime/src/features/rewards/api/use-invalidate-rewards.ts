// After any claim: the balance and the reward-centre counts change together with the list claimed.
import { useQueryClient } from '@tanstack/react-query';
import { balanceQueryOptions } from '../../../lib/api/get-balance.ts';
import { selectIsKnownMember, useSession } from '../../../lib/stores/session.ts';
import { rewardCenterQueryOptions } from '../../../lib/api/get-reward-center.ts';

export function useInvalidateRewards() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const knownMember = useSession(selectIsKnownMember);
  return (...keys: (readonly unknown[])[]) =>
    Promise.all(
      [
        rewardCenterQueryOptions(token, knownMember).queryKey,
        balanceQueryOptions(token).queryKey,
        ...keys,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
