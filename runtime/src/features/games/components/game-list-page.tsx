// Game list screens (spec §2): /live /fish /rng /pvp /bgs with filters, /hot /favorite /recent
// /new, and the vendor-card centres /sports /esports /lott /elott /cockfight.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { GameLaunchHost } from '../../../components/ui/game-tile-host.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useGameList } from '../api/get-game-list.ts';
import { useGameMenus } from '../api/get-game-menus.ts';
import { gameListQuery, listOf, listParams, type ListKind } from '../lib/list-config.ts';
import '../games.css';
import { ListToolbar } from './list-toolbar.tsx';
import { VendorCentre } from './vendor-centre.tsx';
import { VirtualGameGrid } from './virtual-game-grid.tsx';

function GameList({ kind }: { kind: Exclude<ListKind, { kind: 'vendors' }> }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = listParams(search, kind);
  const menus = useGameMenus(i18n.language);
  const vendors =
    kind.kind === 'category'
      ? (menus.data?.categories ?? [])
          .filter(
            (c) =>
              c.gameCategory === kind.category ||
              (kind.category === 'RNG' && c.gameCategory === 'INHOUSE'),
          )
          .flatMap((c) => c.vendors)
      : [];
  const list = useGameList(gameListQuery(kind, params), i18n.language);
  const games = list.data?.pages.flatMap((p) => p.list) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

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

  return (
    <>
      <ListToolbar kind={kind} params={params} vendors={vendors} onChange={onChange} />
      <p className="muted list-count" data-testid="game-count" aria-live="polite">
        {list.isPending ? t('common.loading') : t('games.count', { count: total })}
      </p>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p className="empty muted">{t(errorKeyOf(list.error))}</p>
      ) : games.length === 0 ? (
        <p className="empty muted" data-testid="game-empty">
          {t('games.empty')}
        </p>
      ) : (
        <VirtualGameGrid
          games={games}
          hasNextPage={list.hasNextPage}
          fetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={() => void list.fetchNextPage()}
        />
      )}
      {list.isFetchingNextPage && <Spinner />}
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
      ) : (
        <GameList key={pathname} kind={kind} />
      )}
      <GameLaunchHost />
    </div>
  );
}
