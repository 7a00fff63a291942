// A page of withdrawal requests: the member centre lists them by page, the agent centre page 1.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { walletOps } from '#schemas/api/wallet.ts';
import { PAGE_SIZE } from '../../config/constants.ts';
import { callOp } from './client.ts';

export type Withdrawal = ResponseOf<typeof walletOps.listWithdrawals>['list'][number];

const getWithdrawals = (pageNo: number) =>
  callOp(walletOps.listWithdrawals, { query: { pageNo, pageSize: PAGE_SIZE.records } });

export const withdrawalsQueryOptions = Object.assign(
  (pageNo: number) =>
    queryOptions({
      queryKey: ['wallet', 'withdrawals', pageNo],
      queryFn: () => getWithdrawals(pageNo),
      placeholderData: keepPreviousData,
    }),
  { all: ['wallet', 'withdrawals'] as const },
);

export const useWithdrawals = (pageNo: number) => useQuery(withdrawalsQueryOptions(pageNo));
