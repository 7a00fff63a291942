import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryOps } from '#schemas/api/lottery.ts';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

type LotteryMenus = ResponseOf<typeof lotteryOps.lotteryMenus>;
export type LotteryAreaMenu = LotteryMenus['areas'][number];
export type LotteryGame = LotteryAreaMenu['games'][number];
export type LotteryArea = LotteryAreaMenu['area'];

const getLotteryMenus = (language: string) =>
  callOp(lotteryOps.lotteryMenus, { query: { language, device: 'WEB' } });

const lotteryMenusQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['lottery', 'menus', language],
    queryFn: () => getLotteryMenus(language),
    staleTime: 5 * 60_000,
  });

export const useLotteryMenus = (language: string) => useQuery(lotteryMenusQueryOptions(language));
