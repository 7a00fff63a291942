// gameList (schemas/api/games.ts), first page of one category: a home section.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamesOps } from '#schemas/api/games.ts';
import { PAGE_SIZE } from '../../../config/constants.ts';
import { GAMES_QUERY_ROOT } from '../../../components/game-tile/game-tile-favourites.ts';
import { callOp } from '../../../lib/api/client.ts';

const getSectionGames = (gameType: string) =>
  callOp(gamesOps.gameList, {
    query: { gameType, filter: 'ALL', pageNo: 1, pageSize: PAGE_SIZE.gameList },
  });

const sectionGamesQueryOptions = (gameType: string, lang: string) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_ROOT, 'section', gameType, lang],
    queryFn: () => getSectionGames(gameType),
    staleTime: 5 * 60_000,
  });

/** `near`: the section is within a screen of the viewport; a section further down asks nothing. */
export const useSectionGames = (gameType: string, lang: string, near: boolean) =>
  useQuery({ ...sectionGamesQueryOptions(gameType, lang), enabled: near });
