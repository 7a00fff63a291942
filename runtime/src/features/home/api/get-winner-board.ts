// winnerBoard (schemas/api/games.ts): the 20 biggest wins.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamesOps } from '#schemas/api/games.ts';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { PAGE_SIZE } from '../../../config/constants.ts';
import { GAMES_QUERY_ROOT } from '../../../components/game-tile/game-tile-favourites.ts';
import { callOp } from '../../../lib/api/client.ts';

export type Winner = ResponseOf<typeof gamesOps.winnerBoard>['list'][number];

const getWinnerBoard = () =>
  callOp(gamesOps.winnerBoard, { query: { gameCategory: 'ALL', limitNum: PAGE_SIZE.winners } });

const winnerBoardQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_ROOT, 'winners', lang],
    queryFn: getWinnerBoard,
    staleTime: 30_000,
  });

export const useWinnerBoard = (lang: string) => useQuery(winnerBoardQueryOptions(lang));
