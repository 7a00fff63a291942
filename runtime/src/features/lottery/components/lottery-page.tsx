// The lottery screens of spec §2 (/lottery, /seaLottery, /vnLottery and their side-menu-less game
// pages): a lobby of the route's areas, or one game (?gameCode=) with its draws, bet form, the
// player's bets and the latest results. Login is required (the guard sends visitors to /login).
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useLotteryMenus } from '../api/get-lottery-menus.ts';
import { isLobbyCode, screenOf } from '../lib/areas.ts';
import '../lottery.css';
import { LotteryGameView } from './lottery-game-view.tsx';
import { LotteryLobby } from './lottery-lobby.tsx';

export default function LotteryPage() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const screen = screenOf(pathname);
  const menus = useLotteryMenus(i18n.language);
  const gameCode = params.get('gameCode');
  const areas = (menus.data?.areas ?? []).filter((a) => screen.areas.includes(a.area));
  const game = gameCode
    ? areas.flatMap((a) => a.games).find((g) => g.gameCode === gameCode)
    : undefined;

  let body;
  if (menus.isPending) body = <Spinner />;
  else if (menus.isError) body = <p className="form__error">{t(errorKeyOf(menus.error))}</p>;
  else if (areas.length === 0)
    body = (
      <p className="muted empty" data-testid="lottery-empty">
        {t('lottery.noGames')}
      </p>
    );
  else if (game) body = <LotteryGameView key={game.gameCode} game={game} />;
  else
    body = (
      <>
        {gameCode && !isLobbyCode(gameCode) && (
          <p className="notice" role="alert" data-testid="lottery-game-missing">
            {t('game_not_found')}
          </p>
        )}
        <LotteryLobby areas={areas} path={screen.path} />
      </>
    );

  return (
    <div className="page lottery" data-testid="lottery-page">
      <header className="lottery__head">
        {game ? (
          <Link to={screen.path} className="btn btn--ghost btn--sm" data-testid="lottery-back">
            <Icon name="chevronDown" size={14} className="lottery__back-icon" />
            {t('lottery.lobby')}
          </Link>
        ) : null}
        <h1 className="page__title">{game ? game.gameName : t(screen.titleKey)}</h1>
      </header>
      {body}
    </div>
  );
}
