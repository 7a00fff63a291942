// The lobby of a lottery screen: the route's areas as tabs, each game with its draw interval and
// latest result; a game opens on the same route with ?gameCode=.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/routes.ts';
import type { LotteryArea, LotteryAreaMenu } from '../api/get-lottery-menus.ts';
import { useLotteryRecent } from '../api/get-lottery-recent.ts';
import { ResultDigits } from './result-digits.tsx';

export function LotteryLobby({ areas, path }: { areas: LotteryAreaMenu[]; path: string }) {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<LotteryArea>(areas[0]!.area);
  const recent = useLotteryRecent(i18n.language);
  const current = areas.find((a) => a.area === tab) ?? areas[0]!;
  const latest = new Map((recent.data?.list ?? []).map((r) => [r.gameCode, r]));
  return (
    <section data-testid="lottery-lobby">
      <Tabs
        items={areas.map((a) => ({ key: a.area, label: t(`lottery.area.${a.area}`) }))}
        value={current.area}
        onChange={setTab}
      />
      <Link
        to={`${paths.lottoLobby}?area=${current.area}&view=lobby`}
        className="btn btn--outline btn--sm"
        data-testid="lotto-lobby-link"
      >
        {t('lottery.providerLobby')}
      </Link>
      <ul className="lottery__games">
        {current.games.map((g) => {
          const last = latest.get(g.gameCode);
          return (
            <li key={g.gameCode}>
              <Link
                to={`${path}?gameCode=${encodeURIComponent(g.gameCode)}`}
                className="lottery__game"
                data-testid={`lottery-game-${g.gameCode}`}
              >
                <span className="lottery__game-name">{g.gameName}</span>
                <span className="muted lottery__game-meta">
                  {t('lottery.everyMinutes', { count: g.drawMinutes })}
                </span>
                {last ? (
                  <span className="lottery__game-last">
                    <span className="muted">{t('lottery.lastResult', { draw: last.drawId })}</span>
                    <ResultDigits result={last.result} />
                  </span>
                ) : (
                  <span className="muted">{t('lottery.noResultYet')}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
