// The member's favourites (spec §4): list query (999 per page) and an optimistic, throttled
// toggle. Shared by every screen that shows game tiles, so it sits beside the tile.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { gamesOps } from '#schemas/api/games.ts';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { FAVOURITE_THROTTLE_MS, PAGE_SIZE } from '../../config/constants.ts';
import { callOp } from '../../lib/api/client.ts';
import { useModals } from '../../lib/stores/modals.ts';
import { useSession } from '../../lib/stores/session.ts';
import { createThrottle } from './game-tile-lib.ts';

export type GameItem = ResponseOf<typeof gamesOps.gameList>['list'][number];
export type FavouritesPage = ResponseOf<typeof gamesOps.favoritesList>;

/** Every games query key starts with this root, so a launch can refresh them all at once. */
export const GAMES_QUERY_ROOT = ['games'] as const;

const getFavourites = () =>
  callOp(gamesOps.favoritesList, { query: { pageNo: 1, pageSize: PAGE_SIZE.favourites } });

export const favouritesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_ROOT, 'favourites', token],
    queryFn: getFavourites,
    enabled: token !== null,
    staleTime: 60_000,
  });

export function useFavourites() {
  const token = useSession((s) => s.token);
  return useQuery(favouritesQueryOptions(token));
}

/** Node ids of the member's favourites (empty for visitors). */
export function useFavouriteIds(): ReadonlySet<number> {
  const { data } = useFavourites();
  const ids = data?.ids;
  return useMemo(() => new Set(ids ?? []), [ids]);
}

const throttle = createThrottle(FAVOURITE_THROTTLE_MS);

interface ToggleVars {
  game: GameItem;
  add: boolean;
}

export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const key = favouritesQueryOptions(token).queryKey;
  const mutation = useMutation({
    mutationFn: ({ game, add }: ToggleVars) => {
      const target = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      return add
        ? callOp(gamesOps.favoritesAdd, { body: target })
        : callOp(gamesOps.favoritesRemove, { query: target });
    },
    onMutate: async ({ game, add }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) {
        const ids = add
          ? [game.nodeId, ...before.ids]
          : before.ids.filter((id) => id !== game.nodeId);
        const content = add
          ? [game, ...before.content]
          : before.content.filter((g) => g.nodeId !== game.nodeId);
        queryClient.setQueryData(key, { ...before, ids, content, total: content.length });
      }
      return { before };
    },
    onError: (_e, _v, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      useModals.getState().alert({ message: 'unknown_error', tone: 'error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const { mutate } = mutation;
  /** Adds or removes; visitors get the login popup; an add of a present one is skipped. */
  return useCallback(
    (game: GameItem) => {
      if (!useSession.getState().token) {
        useModals.getState().show('login');
        return;
      }
      throttle(() => {
        const ids = queryClient.getQueryData(favouritesQueryOptions(token).queryKey)?.ids ?? [];
        mutate({ game, add: !ids.includes(game.nodeId) });
      });
    },
    [queryClient, token, mutate],
  );
}
