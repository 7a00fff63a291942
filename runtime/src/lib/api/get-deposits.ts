// A page of deposit requests: the member centre lists them by page, the agent centre shows page 1.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { walletOps } from '#schemas/api/wallet.ts';
import { PAGE_SIZE } from '../../config/constants.ts';
import { callOp } from './client.ts';

export type Deposit = ResponseOf<typeof walletOps.listDeposits>['list'][number];

const getDeposits = (pageNo: number) =>
  callOp(walletOps.listDeposits, { query: { pageNo, pageSize: PAGE_SIZE.records } });

export const depositsQueryOptions = Object.assign(
  (pageNo: number) =>
    queryOptions({
      queryKey: ['wallet', 'deposits', pageNo],
      queryFn: () => getDeposits(pageNo),
      placeholderData: keepPreviousData,
    }),
  { all: ['wallet', 'deposits'] as const },
);

export const useDeposits = (pageNo: number) => useQuery(depositsQueryOptions(pageNo));
