// /lottoLobby?area=VN&view=lobby|betting&gameCode=: the provider's lottery lobby (spec §7
// "Lottery lobby" launch) framed in the site, side menu hidden. Its back link returns to the
// lottery screen of the area (backUrl).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/routes.ts';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { selectIsKnownMember, selectIsTrial, useSession } from '../../../lib/stores/session.ts';
import { useLottoLobby, type LottoLobbyQuery } from '../api/launch-lotto-lobby.ts';
import type { LotteryArea } from '../api/get-lottery-menus.ts';
import '../lottery.css';

const AREAS: readonly LotteryArea[] = ['LOTT', 'ELOTT', 'VN', 'SEA'];
const SCREEN_OF: Record<LotteryArea, string> = {
  LOTT: paths.lottery,
  ELOTT: paths.lottery,
  VN: paths.vnLottery,
  SEA: paths.seaLottery,
};

export default function LottoLobbyPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const area = AREAS.find((a) => a === search.get('area')) ?? 'VN';
  const gameCode = search.get('gameCode') ?? undefined;
  const view = search.get('view') === 'betting' && gameCode ? 'betting' : 'lobby';
  const back = SCREEN_OF[area];
  const query: LottoLobbyQuery = {
    lottoArea: area,
    launchMode: 'LOTT',
    lottoPrizeMode: 'Normal',
    lottoView: view,
    device: window.matchMedia?.('(max-width: 640px)').matches ? 'MOBILE' : 'WEB',
    backUrl: `${window.location.origin}${back}`,
    language: i18n.language,
    ...(view === 'betting' && gameCode ? { lottoGameCode: gameCode } : {}),
  };
  // The server launches the lobby for a real account only: a trial player is told so here
  // instead of being sent a refusal, and nobody is launched before member info says which.
  const isTrial = useSession(selectIsTrial);
  const launch = useLottoLobby(query, useSession(selectIsKnownMember));

  return (
    <div className="page lotto-lobby" data-testid="lotto-lobby">
      <div className="lotto-lobby__bar">
        <Link to={back} className="btn btn--ghost btn--sm" data-testid="lotto-lobby-back">
          ‹ {t('lottery.lobby')}
        </Link>
        <span className="lotto-lobby__title">{t('lottery.providerLobby')}</span>
      </div>
      {isTrial ? (
        <p className="empty" role="alert" data-testid="lotto-lobby-error">
          {t('in_need_true_account')}
        </p>
      ) : launch.isPending ? (
        <Spinner />
      ) : launch.isError ? (
        <p className="empty" role="alert" data-testid="lotto-lobby-error">
          {t(errorKeyOf(launch.error))}
        </p>
      ) : (
        <iframe
          className="lotto-lobby__frame"
          src={launch.data.url}
          title={t('lottery.providerLobby')}
          data-testid="lotto-lobby-frame"
        />
      )}
    </div>
  );
}
