// hotGames (schemas/api/games.ts): the hot games carousel, cached in session storage as spec §4
// says (HOT_GAMES) so a reload shows it at once; the server still refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamesOps } from '#schemas/api/games.ts';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { GAMES_QUERY_ROOT } from '../../../components/game-tile/game-tile-favourites.ts';
import { callOp } from '../../../lib/api/client.ts';

type HotGames = ResponseOf<typeof gamesOps.hotGames>;
const CACHE_KEY = 'HOT_GAMES';

function cached(lang: string): HotGames | undefined {
  try {
    const raw = sessionStorage.getItem(CACHE_KEY);
    const parsed = raw ? (JSON.parse(raw) as { lang: string; value: HotGames }) : undefined;
    return parsed?.lang === lang ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}

async function getHotGames(lang: string): Promise<HotGames> {
  const value = await callOp(gamesOps.hotGames, {
    query: { isPlatform: '2', platform: 'flash,html5-desktop' },
  });
  try {
    sessionStorage.setItem(CACHE_KEY, JSON.stringify({ lang, value }));
  } catch {
    // storage full or unavailable: the carousel still shows
  }
  return value;
}

const hotGamesQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_ROOT, 'hot', lang],
    queryFn: () => getHotGames(lang),
    placeholderData: () => cached(lang),
    staleTime: 5 * 60_000,
  });

export const useHotGames = (lang: string) => useQuery(hotGamesQueryOptions(lang));
