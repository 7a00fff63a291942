// gameMenus (schemas/api/games.ts): categories with their vendor cards, for the vendor filter
// and the vendor-card centres.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamesOps } from '#schemas/api/games.ts';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { GAMES_QUERY_ROOT } from '../../../components/game-tile/game-tile-favourites.ts';
import { callOp } from '../../../lib/api/client.ts';

type GameMenus = ResponseOf<typeof gamesOps.gameMenus>;
export type VendorCard = GameMenus['categories'][number]['vendors'][number];

export const getGameMenus = () => callOp(gamesOps.gameMenus);

const gameMenusQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_ROOT, 'menus', lang],
    queryFn: getGameMenus,
    staleTime: 5 * 60_000,
  });

export const useGameMenus = (lang: string) => useQuery(gameMenusQueryOptions(lang));
