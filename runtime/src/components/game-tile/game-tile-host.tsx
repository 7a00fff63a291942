// Dialogs a game launch may open (vendor game list, maintenance alternatives, deposit offer) and
// the balance refresh when the player comes back from a game window. Mounted by each screen that
// shows game tiles.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { gamesOps } from '#schemas/api/games.ts';
import { GAME_LIST } from '../../config/constants.ts';
import { memberHref } from '../../config/routes.ts';
import { callOp } from '../../lib/api/client.ts';
import { balanceQueryOptions } from '../../lib/api/get-balance.ts';
import { useSession } from '../../lib/stores/session.ts';
import { useVendorName } from '../../lib/vendor-name.ts';
import {
  GAMES_QUERY_ROOT,
  useFavouriteIds,
  useToggleFavourite,
  type GameItem,
} from './game-tile-favourites.ts';
import { useLaunchGame, useLaunchStore } from './game-tile-launch.ts';
import { GameTile, useTileText, type GameTileProps } from './game-tile.tsx';
import { Modal } from '../ui/modal.tsx';
import { Spinner } from '../ui/spinner.tsx';

/**
 * The props of a list's tiles, one game at a time: whether it is a favourite, play, toggle and
 * the tiles' words. A list reads them once for all its tiles, not each tile for itself.
 */
export function useTileProps(): (game: GameItem) => GameTileProps {
  const favourites = useFavouriteIds();
  const play = useLaunchGame();
  const toggleFavourite = useToggleFavourite();
  const text = useTileText();
  return (game) => ({
    game,
    favourite: favourites.has(game.nodeId),
    onPlay: play,
    onToggleFavourite: toggleFavourite,
    text,
  });
}

function GameTileGrid({ games, large = false }: { games: readonly GameItem[]; large?: boolean }) {
  const tileProps = useTileProps();
  return (
    <div className={`game-grid ${large ? 'game-grid--large' : ''}`}>
      {games.map((g) => (
        <GameTile key={g.gameCode} {...tileProps(g)} />
      ))}
    </div>
  );
}

const vendorGamesQueryOptions = (vassalage: string) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_ROOT, 'vendor-games', vassalage],
    queryFn: () =>
      callOp(gamesOps.gameList, { query: { vassalage, filter: 'ALL', pageNo: 1, pageSize: 100 } }),
  });

function VendorGames({ vassalage, onClose }: { vassalage: string; onClose(): void }) {
  const { t } = useTranslation();
  const title = useVendorName()(vassalage);
  const { data, isPending, isError } = useQuery(vendorGamesQueryOptions(vassalage));
  const games = data?.list ?? [];
  const large = games.length > GAME_LIST.vendorLargeLayoutAbove;
  return (
    <Modal title={title} onClose={onClose} size={large ? 'lg' : 'md'} testId="vendor-games-modal">
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p className="empty muted">{t('unknown_error')}</p>
      ) : games.length === 0 ? (
        <p className="empty muted">{t('games.empty')}</p>
      ) : (
        <div data-layout={large ? 'large' : 'small'} data-testid="vendor-games">
          <GameTileGrid games={games} large={large} />
        </div>
      )}
    </Modal>
  );
}

export function GameLaunchHost() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dialog = useLaunchStore((s) => s.dialog);
  const close = useLaunchStore((s) => s.close);
  const launchedAt = useLaunchStore((s) => s.launchedAt);

  // Back from a game window: the balance (header), recent games and winner board have moved.
  useEffect(() => {
    if (launchedAt === null) return;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      const token = useSession.getState().token;
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions(token).queryKey });
      void queryClient.invalidateQueries({ queryKey: GAMES_QUERY_ROOT });
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [launchedAt, queryClient]);

  if (!dialog) return null;
  if (dialog.kind === 'vendorList')
    return <VendorGames vassalage={dialog.vassalage} onClose={close} />;
  if (dialog.kind === 'maintenance')
    return (
      <Modal title={dialog.game.displayName} onClose={close} size="lg" testId="maintenance-modal">
        <p className="game-dialog__tips">{t('recommend_game_tips1')}</p>
        <p className="game-dialog__tips muted">{t('recommend_game_tips2')}</p>
        <div data-testid="maintenance-alternatives">
          <GameTileGrid games={dialog.alternatives} />
        </div>
      </Modal>
    );
  return (
    <Modal title={t('games.lowBalanceTitle')} onClose={close} size="sm" testId="deposit-offer">
      <p>{t('insufficient_balance')}</p>
      <Link
        to={memberHref('depositv2')}
        className="btn btn--primary btn--block"
        onClick={close}
        data-testid="deposit-offer-link"
      >
        {t('header.deposit')}
      </Link>
    </Modal>
  );
}
