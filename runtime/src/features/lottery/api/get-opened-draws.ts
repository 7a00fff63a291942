import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryOps } from '#schemas/api/lottery.ts';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';
import type { LotteryArea } from './get-lottery-menus.ts';

type OpenedDraws = ResponseOf<typeof lotteryOps.openedDraws>;
export type Draw = OpenedDraws['draws'][number];

/** Open draws with the server time they were read at, for a countdown on the server clock. */
interface OpenedDrawsView extends OpenedDraws {
  /** server clock minus client clock when the answer arrived (ms) */
  offsetMs: number;
}

/** LOTT and ELOTT games answer on the lotto path, VN and SEA games on the numeros path (spec §7). */
async function getOpenedDraws(gameCode: string, area: LotteryArea): Promise<OpenedDrawsView> {
  const op = area === 'LOTT' || area === 'ELOTT' ? lotteryOps.lottoOpened : lotteryOps.openedDraws;
  const answer = await callOp(op, { query: { gameCode, device: 'WEB' } });
  return { ...answer, offsetMs: answer.now - Date.now() };
}

const openedDrawsQueryOptions = (gameCode: string, area: LotteryArea) =>
  queryOptions({
    queryKey: ['lottery', 'opened', gameCode, area],
    queryFn: () => getOpenedDraws(gameCode, area),
    staleTime: 0,
    refetchInterval: 30_000,
  });

export const useOpenedDraws = (gameCode: string, area: LotteryArea) =>
  useQuery(openedDrawsQueryOptions(gameCode, area));
