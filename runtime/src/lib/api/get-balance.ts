// The member's (or agent's) balance: shared by the header, the agent centre and every screen that
// moves money (deposit, withdraw, transfers, reward claims), so it lives below the features that
// invalidate it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletOps } from '#schemas/api/wallet.ts';
import { useSession } from '../stores/session.ts';
import { callOp } from './client.ts';

const getBalance = () => callOp(walletOps.balance);

export const balanceQueryOptions = Object.assign(
  (token: string | null) =>
    queryOptions({
      queryKey: ['wallet', 'balance', token],
      queryFn: getBalance,
      enabled: token !== null,
      staleTime: 15_000,
    }),
  { all: ['wallet', 'balance'] as const },
);

export function useBalance() {
  const token = useSession((s) => s.token);
  return useQuery(balanceQueryOptions(token));
}
