// The game list routes' prefetch: the first page is asked for while the screen's chunk loads,
// through the same query options (so the same cache entry) the list then reads.
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useSession } from '../../../lib/stores/session.ts';
import { gameListQuery, listOf, listParams } from '../lib/list-config.ts';
import { gameListQueryOptions } from './get-game-list.ts';

export function prefetchGameList(client: QueryClient, url: URL): void {
  const kind = listOf(url.pathname);
  if (!kind || kind.kind === 'vendors') return;
  const query = gameListQuery(kind, listParams(url.searchParams, kind));
  void client.prefetchInfiniteQuery(
    gameListQueryOptions(query, useSession.getState().token, i18next.language),
  );
}
