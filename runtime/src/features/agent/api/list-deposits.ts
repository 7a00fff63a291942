import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../../../schemas/api/operation.ts';
import { walletOps } from '../../../../../schemas/api/wallet.ts';
import { callOp } from '../../../lib/api/client.ts';

export type DepositRecord = ResponseOf<typeof walletOps.listDeposits>['list'][number];

export const listDeposits = () =>
  callOp(walletOps.listDeposits, { query: { pageNo: 1, pageSize: 10 } });

export const depositsQueryOptions = () =>
  queryOptions({ queryKey: ['agent', 'deposits'], queryFn: listDeposits });

export const useDeposits = () => useQuery(depositsQueryOptions());
