import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gamesOps } from '#schemas/api/games.ts';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { PAGE_SIZE } from '../../../config/constants.ts';
import { callOp } from '../../../lib/api/client.ts';
import type { DateRange } from '../lib/date-range.ts';

export type BettingRecords = ResponseOf<typeof gamesOps.bettingRecords>;
interface BettingQuery extends DateRange {
  pageNo: number;
}

const getBettingRecords = (q: BettingQuery) =>
  callOp(gamesOps.bettingRecords, { query: { ...q, pageSize: PAGE_SIZE.records } });

const bettingRecordsQueryOptions = (q: BettingQuery) =>
  queryOptions({
    queryKey: ['wallet', 'bets', q],
    queryFn: () => getBettingRecords(q),
    placeholderData: keepPreviousData,
  });

export const useBettingRecords = (q: BettingQuery) => useQuery(bettingRecordsQueryOptions(q));
