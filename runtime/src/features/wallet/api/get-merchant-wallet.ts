import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletOps } from '#schemas/api/wallet.ts';
import { callOp } from '../../../lib/api/client.ts';

const getMerchantWallet = () => callOp(walletOps.merchantWallet);

const merchantWalletQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'merchant'],
    queryFn: getMerchantWallet,
    staleTime: Infinity,
  });

export const useMerchantWallet = () => useQuery(merchantWalletQueryOptions());
