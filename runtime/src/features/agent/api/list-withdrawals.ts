import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../../../schemas/api/operation.ts';
import { walletOps } from '../../../../../schemas/api/wallet.ts';
import { callOp } from '../../../lib/api/client.ts';

export type WithdrawalRecord = ResponseOf<typeof walletOps.listWithdrawals>['list'][number];

export const listWithdrawals = () =>
  callOp(walletOps.listWithdrawals, { query: { pageNo: 1, pageSize: 10 } });

export const withdrawalsQueryOptions = () =>
  queryOptions({ queryKey: ['agent', 'withdrawals'], queryFn: listWithdrawals });

export const useWithdrawals = () => useQuery(withdrawalsQueryOptions());
