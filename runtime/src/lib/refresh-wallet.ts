// After a call that moves money (a lottery bet, a claimed bonus, converted points) the balance the
// header shows must be read again. The balance query belongs to features/wallet, which other
// features may not import, so this reaches it by its key prefix: keep 'wallet' in step with
// features/wallet/api/get-balance.ts (balanceQueryOptions).
import type { QueryClient } from '@tanstack/react-query';

export const WALLET_QUERY_SCOPE = 'wallet';

export const refreshWallet = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_SCOPE] });
