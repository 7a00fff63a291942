// recentGames (schemas/api/games.ts): the home RECENT tab (first 20).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamesOps } from '#schemas/api/games.ts';
import { PAGE_SIZE } from '../../../config/constants.ts';
import { GAMES_QUERY_ROOT } from '../../../components/game-tile/game-tile-favourites.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';

const getRecentGames = () =>
  callOp(gamesOps.recentGames, { query: { page: 1, pageSize: PAGE_SIZE.recent } });

const recentGamesQueryOptions = (token: string | null, lang: string) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_ROOT, 'recent', token, lang],
    queryFn: getRecentGames,
    enabled: token !== null,
  });

export function useRecentGames(lang: string) {
  const token = useSession((s) => s.token);
  return useQuery(recentGamesQueryOptions(token, lang));
}
