import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryOps } from '#schemas/api/lottery.ts';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { LOTTERY } from '../../../config/constants.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';

type LotteryBets = ResponseOf<typeof lotteryOps.lotteryBets>;
export type LotteryBet = LotteryBets['list'][number];

const getLotteryBets = (gameCode: string, pageNo: number) =>
  callOp(lotteryOps.lotteryBets, {
    query: { gameCode, pageNo, pageSize: LOTTERY.betsPageSize },
  });

export const lotteryBetsQueryOptions = (token: string | null, gameCode: string, pageNo: number) =>
  queryOptions({
    queryKey: ['lottery', 'bets', token, gameCode, pageNo],
    queryFn: () => getLotteryBets(gameCode, pageNo),
    enabled: token !== null,
    staleTime: 0,
    // Pending bets settle on the server clock: look again while any is still pending.
    refetchInterval: (query) =>
      query.state.data?.list.some((b) => b.status === 'pending') ? LOTTERY.pendingRefreshMs : false,
  });

export function useLotteryBets(gameCode: string, pageNo: number) {
  const token = useSession((s) => s.token);
  return useQuery(lotteryBetsQueryOptions(token, gameCode, pageNo));
}
