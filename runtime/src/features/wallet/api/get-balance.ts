import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletOps } from '../../../../../schemas/api/wallet.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';

export const getBalance = () => callOp(walletOps.balance);

export const balanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'balance', token],
    queryFn: getBalance,
    enabled: token !== null,
    staleTime: 15_000,
  });

export function useBalance() {
  const token = useSession((s) => s.token);
  return useQuery(balanceQueryOptions(token));
}
