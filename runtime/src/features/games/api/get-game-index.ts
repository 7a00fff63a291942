// gameIndex (schemas/api/games.ts): every game of the tenant in compact columns, fetched once
// per visit in the background, so a keyword search runs on the client (lib/game-index.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamesOps } from '#schemas/api/games.ts';
import { callOp } from '../../../lib/api/client.ts';
import { toSearchIndex } from '../lib/game-index.ts';

const getGameIndex = async () => toSearchIndex(await callOp(gamesOps.gameIndex));

/** Not under the games root: favourites and launches refresh lists, never the catalogue. */
const gameIndexQueryOptions = () =>
  queryOptions({
    queryKey: ['game-index'],
    queryFn: getGameIndex,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });

export const useGameIndex = (enabled: boolean) => useQuery({ ...gameIndexQueryOptions(), enabled });
