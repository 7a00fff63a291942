// /seamless?gameCode=: the game in an iframe, side menu hidden (spec §2). Leaving the page
// refreshes the balance and the game lists.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { GAMES_QUERY_ROOT } from '../../../components/game-tile/game-tile-favourites.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { balanceQueryOptions } from '../../../lib/api/get-balance.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { useSeamlessLaunch } from '../api/launch-seamless.ts';
import '../games.css';

export default function SeamlessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const gameCode = search.get('gameCode') ?? search.get('game') ?? '';
  const launch = useSeamlessLaunch(gameCode);
  const answer = launch.data;
  // The game's name, never its code (the code is no title a player can read).
  const title = answer?.gameName ?? '';

  useEffect(() => {
    if (answer?.type === 'route' && answer.route) navigate(answer.route, { replace: true });
  }, [answer, navigate]);
  useEffect(
    () => () => {
      const token = useSession.getState().token;
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions(token).queryKey });
      void queryClient.invalidateQueries({ queryKey: GAMES_QUERY_ROOT });
    },
    [queryClient],
  );

  return (
    <div className="seamless" data-testid="seamless">
      <div className="seamless__bar">
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => navigate(-1)}>
          ‹ {t('games.back')}
        </button>
        <span className="seamless__title" data-testid="seamless-title">
          {title}
        </span>
      </div>
      {!gameCode ? (
        <p className="empty muted">{t('game_not_found')}</p>
      ) : launch.isPending ? (
        <Spinner />
      ) : launch.isError ? (
        <div className="empty">
          <p>{t(errorKeyOf(launch.error))}</p>
          <Link to="/" className="btn btn--outline btn--sm">
            {t('nav.home')}
          </Link>
        </div>
      ) : answer?.type === 'url' && answer.url ? (
        <iframe
          className="seamless__frame"
          src={answer.url}
          title={title}
          allow="autoplay; fullscreen"
          data-testid="seamless-frame"
        />
      ) : (
        <p className="empty muted">{t('game_not_found')}</p>
      )}
    </div>
  );
}
