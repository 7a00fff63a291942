// missionLeaderboard: today's missions with progress, and the top 20 by valid bet.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { useMissions } from '../api/get-missions.ts';
import { useMoney } from '../../../lib/use-money.ts';
import '../rewards.css';

export default function MissionLeaderboard() {
  const { t } = useTranslation();
  const money = useMoney();
  const missions = useMissions();
  const board = useLeaderboard();
  return (
    <div data-testid="mission-leaderboard">
      <div className="mc-card">
        <h3>{t('rewards.missions.title')}</h3>
        {missions.isError && <p className="form__error">{t(errorKeyOf(missions.error))}</p>}
        {missions.isPending ? (
          <Spinner />
        ) : missions.data ? (
          <>
            <p className="muted">
              {t('rewards.missions.today', {
                bets: missions.data.bets,
                validBet: money(missions.data.validBet),
              })}
            </p>
            <ul className="rewards__list">
              {missions.data.list.map((m) => (
                <li
                  key={m.id}
                  className={m.done ? 'rewards__item is-reached' : 'rewards__item'}
                  data-testid={`mission-${m.id}`}
                >
                  <div className="rewards__grow">
                    <strong>{m.title}</strong>
                    <div className="rewards__bar" aria-hidden="true">
                      <span style={{ width: `${Math.min(100, (m.progress / m.target) * 100)}%` }} />
                    </div>
                    <p className="muted">
                      {m.unit === 'money'
                        ? `${money(m.progress)} / ${money(m.target)}`
                        : `${m.progress} / ${m.target}`}
                    </p>
                  </div>
                  <span className={m.done ? 'status status--ok' : 'status status--wait'}>
                    {t(m.done ? 'rewards.missions.done' : 'rewards.missions.open')}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div className="mc-card">
        <h3>{t('rewards.leaderboard.title')}</h3>
        {board.isPending ? (
          <Spinner />
        ) : board.data && board.data.list.length > 0 ? (
          <>
            <p className="muted" data-testid="my-rank">
              {board.data.myRank > 0
                ? t('rewards.leaderboard.myRank', { rank: board.data.myRank })
                : t('rewards.leaderboard.unranked')}
            </p>
            <ol className="rewards__board">
              {board.data.list.map((r) => (
                <li key={r.rank}>
                  <span className="rewards__rank">{r.rank}</span>
                  <span>{r.account}</span>
                  <strong>{money(r.validBet)}</strong>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className="muted">{t('rewards.leaderboard.empty')}</p>
        )}
      </div>
    </div>
  );
}
