// liveModels (schemas/api/games-live.ts): the hosts of the tenant's live vendors.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamesOps } from '#schemas/api/games.ts';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { GAMES_QUERY_ROOT } from '../../../components/game-tile/game-tile-favourites.ts';
import { callOp } from '../../../lib/api/client.ts';

export type LiveModel = ResponseOf<typeof gamesOps.liveModels>['list'][number];

export const getLiveModels = () => callOp(gamesOps.liveModels, { query: {} });

/** Who is on a break changes every 10 minutes on the server: a minute is fresh enough. */
export const liveModelsQueryOptions = () =>
  queryOptions({
    queryKey: [...GAMES_QUERY_ROOT, 'liveModels'],
    queryFn: getLiveModels,
    staleTime: 60_000,
  });

export const useLiveModels = () => useQuery(liveModelsQueryOptions());
