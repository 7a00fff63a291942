import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf, ResponseOf } from '#schemas/api/operation.ts';
import { walletOps } from '#schemas/api/wallet.ts';
import { PAGE_SIZE } from '../../../config/constants.ts';
import { callOp } from '../../../lib/api/client.ts';
import type { DateRange } from '../lib/date-range.ts';

export type LedgerEntry = ResponseOf<typeof walletOps.transactionHistory>['list'][number];
export type LedgerType = NonNullable<QueryOf<typeof walletOps.transactionHistory>['type']>;

interface TransactionsQuery extends DateRange {
  pageNo: number;
  type?: LedgerType | undefined;
}

const getTransactions = ({ type, ...q }: TransactionsQuery) =>
  callOp(walletOps.transactionHistory, {
    query: { ...q, pageSize: PAGE_SIZE.records, ...(type ? { type } : {}) },
  });

export const transactionsQueryOptions = Object.assign(
  (q: TransactionsQuery) =>
    queryOptions({
      queryKey: ['wallet', 'transactions', q],
      queryFn: () => getTransactions(q),
      placeholderData: keepPreviousData,
    }),
  { all: ['wallet', 'transactions'] as const },
);

export const useTransactions = (q: TransactionsQuery) => useQuery(transactionsQueryOptions(q));
