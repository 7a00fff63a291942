// gameLaunchFB (schemas/api/games.ts): the seamless (iframe) launch of one game.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamesOps } from '#schemas/api/games.ts';
import { GAMES_QUERY_ROOT } from '../../../components/game-tile/game-tile-favourites.ts';
import { callOp } from '../../../lib/api/client.ts';

const launchSeamless = (gameCode: string) => callOp(gamesOps.gameLaunchFB, { query: { gameCode } });

/** Each visit gets its own ticket: never cached, never retried. */
const seamlessLaunchQueryOptions = (gameCode: string) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_ROOT, 'seamless', gameCode],
    queryFn: () => launchSeamless(gameCode),
    enabled: gameCode !== '',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useSeamlessLaunch = (gameCode: string) =>
  useQuery(seamlessLaunchQueryOptions(gameCode));
