// Game list screens (spec §2): /live /fish /rng /inhouse /pvp /bgs with filters, /hot /favorite /recent
// /new, and the vendor-card centres /sports /esports /lott /elott /cockfight.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { GameLaunchHost } from '../../../components/game-tile/game-tile-host.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useGameList } from '../api/get-game-list.ts';
import { useGameMenus } from '../api/get-game-menus.ts';
import { useLiveModels } from '../api/get-live-models.ts';
import {
  gameListQuery,
  listOf,
  listParams,
  type ListKind,
  type ListParams,
} from '../lib/list-config.ts';
import '../games.css';
import { ListToolbar } from './list-toolbar.tsx';
import { LiveModels } from './live-models.tsx';
import { useKeywordSearch, useLocalResults } from './use-keyword-search.ts';
import { VendorCentre } from './vendor-centre.tsx';
import { VirtualGameGrid } from './virtual-game-grid.tsx';

function GameList({ kind }: { kind: Exclude<ListKind, { kind: 'vendors' }> }) {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearch] = useSearchParams();
  const params = listParams(searchParams, kind);
  const menus = useGameMenus(i18n.language);
  const vendors =
    kind.kind === 'category'
      ? (menus.data?.categories ?? [])
          .filter((c) => c.gameCategory === kind.category)
          .flatMap((c) => c.vendors)
      : [];
  const onChange = useCallback(
    (patch: Partial<Record<string, string | null>>) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  // Results follow the typed keyword, not the URL's (which catches up a moment later); the
  // client-side index answers when it can, the server otherwise.
  const [listShown, setListShown] = useState(false);
  const search = useKeywordSearch(params.keyword ?? '', onChange, listShown);
  const typedParams: ListParams = { ...params };
  if (search.typed) typedParams.keyword = search.typed;
  else delete typedParams.keyword;
  const local = useLocalResults(search.index, gameListQuery(kind, typedParams));
  const list = useGameList(
    gameListQuery(kind, search.typed ? params : typedParams),
    i18n.language,
    local === null,
  );
  const games = local ?? list.data?.pages.flatMap((p) => p.list) ?? [];
  const total = local ? local.length : (list.data?.pages[0]?.total ?? 0);
  const pending = local === null && list.isPending;
  if (!listShown && list.isSuccess) setListShown(true);

  return (
    <>
      <ListToolbar
        kind={kind}
        params={params}
        vendors={vendors}
        vendorsPending={kind.kind === 'category' && menus.isPending}
        text={search.text}
        onText={search.setText}
        onSearchIntent={search.onSearchIntent}
        onChange={onChange}
      />
      <p className="muted list-count" data-testid="game-count" aria-live="polite">
        {pending ? t('common.loading') : t('games.count', { count: total })}
      </p>
      {pending ? (
        <div className="list-pending">
          <Spinner />
        </div>
      ) : local === null && list.isError ? (
        <p className="empty muted">{t(errorKeyOf(list.error))}</p>
      ) : games.length === 0 ? (
        <p className="empty muted" data-testid="game-empty">
          {t('games.empty')}
        </p>
      ) : (
        <VirtualGameGrid
          games={games}
          hasNextPage={local === null && list.hasNextPage}
          fetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={() => void list.fetchNextPage()}
        />
      )}
      {local === null && list.isFetchingNextPage && <Spinner />}
    </>
  );
}

/**
 * /live: the hosts panel above the list has its height only with its data, so the list (already
 * loading, out of sight) shows with it: nothing is painted and then pushed down.
 */
function LiveList({ kind }: { kind: Extract<ListKind, { kind: 'category' }> }) {
  const models = useLiveModels();
  return (
    <>
      {models.isPending ? (
        <div className="list-pending">
          <Spinner />
        </div>
      ) : (
        <LiveModels />
      )}
      <div hidden={models.isPending}>
        <GameList kind={kind} />
      </div>
    </>
  );
}

export default function GameListPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const kind = listOf(pathname);
  if (!kind) return null;
  return (
    <div className="page games" data-testid={`games-${kind.kind}`}>
      <div className="section__head">
        <h1 className="games__title">{t(kind.titleKey)}</h1>
      </div>
      {kind.kind === 'vendors' ? (
        <VendorCentre category={kind.category} />
      ) : kind.kind === 'category' && kind.category === 'LIVE' ? (
        <LiveList key={pathname} kind={kind} />
      ) : (
        <GameList key={pathname} kind={kind} />
      )}
      <GameLaunchHost />
    </div>
  );
}
