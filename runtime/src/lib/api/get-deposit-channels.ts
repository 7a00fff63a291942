// Deposit channels (bank, QR, ...), read by the member centre and the agent centre: one key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletOps } from '#schemas/api/wallet.ts';
import { callOp } from './client.ts';

const getDepositChannels = () => callOp(walletOps.depositChannels);

const depositChannelsQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'depositChannels'],
    queryFn: getDepositChannels,
    staleTime: 5 * 60_000,
  });

export const useDepositChannels = () => useQuery(depositChannelsQueryOptions());
