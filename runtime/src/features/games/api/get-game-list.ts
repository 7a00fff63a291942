// gameList (schemas/api/games.ts): the paged list behind every game list screen, loaded 20 at a
// time as the player scrolls (useInfiniteQuery).
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { gamesOps } from '#schemas/api/games.ts';
import type { QueryOf, ResponseOf } from '#schemas/api/operation.ts';
import { PAGE_SIZE } from '../../../config/constants.ts';
import { GAMES_QUERY_ROOT } from '../../../components/game-tile/game-tile-favourites.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';

export type GameListQuery = Omit<
  NonNullable<QueryOf<typeof gamesOps.gameList>>,
  'pageNo' | 'pageSize'
>;
export type GameListPage = ResponseOf<typeof gamesOps.gameList>;

export const getGameList = (query: GameListQuery, pageNo: number, signal?: AbortSignal) =>
  callOp(gamesOps.gameList, {
    query: { ...query, pageNo, pageSize: PAGE_SIZE.gameList },
    ...(signal ? { signal } : {}),
  });

/** FAV and RECENT depend on the member, so the token is part of the key. */
export const gameListQueryOptions = (query: GameListQuery, token: string | null, lang: string) =>
  infiniteQueryOptions({
    queryKey: [...GAMES_QUERY_ROOT, 'list', query, token, lang],
    queryFn: ({ pageParam, signal }) => getGameList(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: GameListPage) =>
      last.pageNo < last.totalPages ? last.pageNo + 1 : undefined,
    staleTime: 60_000,
    // Pages never change once loaded and a new one is appended: comparing all of them with
    // their copies on every arrival (460 pages deep in /rng) would only cost time.
    structuralSharing: false,
    // A new filter or keyword keeps the current tiles on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });

/** `enabled` false: the list is answered elsewhere (the client-side index), fetch nothing. */
export function useGameList(query: GameListQuery, lang: string, enabled = true) {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({ ...gameListQueryOptions(query, token, lang), enabled });
}
