// After a call that moves money (a lottery bet, a claimed bonus, converted points) the balance the
// header shows, and the wallet's records, must be read again: every wallet query's key starts with
// the balance's scope, 'wallet'.
import type { QueryClient } from '@tanstack/react-query';
import { balanceQueryOptions } from './api/get-balance.ts';

const [WALLET_QUERY_SCOPE] = balanceQueryOptions.all;

export const refreshWallet = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_SCOPE] });
