import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryOps } from '#schemas/api/lottery.ts';
import { LOTTERY } from '../../../config/constants.ts';
import { callOp } from '../../../lib/api/client.ts';

/** The latest results of one game, newest first. */
const getLotteryResults = (gameCode: string) =>
  callOp(lotteryOps.lotteryResults, { query: { gameCode, limit: LOTTERY.resultsShown } });

export const lotteryResultsQueryOptions = (gameCode: string) =>
  queryOptions({
    queryKey: ['lottery', 'results', gameCode],
    queryFn: () => getLotteryResults(gameCode),
    staleTime: 30_000,
  });

export const useLotteryResults = (gameCode: string) =>
  useQuery(lotteryResultsQueryOptions(gameCode));
