import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletOps } from '#schemas/api/wallet.ts';
import { callOp } from '../../../lib/api/client.ts';
import type { DateRange } from '../lib/date-range.ts';

const getProfitLoss = (range: DateRange) => callOp(walletOps.profitLoss, { query: range });

const profitLossQueryOptions = (range: DateRange) =>
  queryOptions({ queryKey: ['wallet', 'profitLoss', range], queryFn: () => getProfitLoss(range) });

export const useProfitLoss = (range: DateRange) => useQuery(profitLossQueryOptions(range));
