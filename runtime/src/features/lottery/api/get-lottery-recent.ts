import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryOps } from '#schemas/api/lottery.ts';
import { callOp } from '../../../lib/api/client.ts';

/** The latest result of every lottery game of the tenant. */
const getLotteryRecent = (language: string) =>
  callOp(lotteryOps.lotteryRecent, { query: { language, device: 'WEB' } });

const lotteryRecentQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['lottery', 'recent', language],
    queryFn: () => getLotteryRecent(language),
    staleTime: 30_000,
  });

export const useLotteryRecent = (language: string) => useQuery(lotteryRecentQueryOptions(language));
