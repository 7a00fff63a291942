// Home (spec §2): notice marquee, banners, hot games, jackpot counter, winner board, then the
// manifest's sections (RNG, live, fish, PVP, sports, esports, ELOTT by prize mode, cockfight),
// each with a More link; RECENT and FAV tabs in the game area.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameLaunchHost } from '../../../components/game-tile/game-tile-host.tsx';
import { getTenant } from '../../../config/tenant.ts';
import { prizeModeOf } from '#schemas/categories.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { homeSections } from '../../../lib/categories.ts';
import { AccountGames } from './account-games.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { GameSection } from './game-section.tsx';
import { HOME_TABS as TABS } from './home-skeleton.tsx';
import { HotCarousel } from './hot-carousel.tsx';
import { JackpotCounter } from './jackpot-counter.tsx';
import { NoticeMarquee } from './notice-marquee.tsx';
import { WinnerBoard } from './winner-board.tsx';

type Tab = (typeof TABS)[number];

export default function HomePage() {
  const { t } = useTranslation();
  const tenant = getTenant();
  const token = useSession((s) => s.token);
  const [tab, setTab] = useState<Tab>('ALL');
  const prizeMode = prizeModeOf(tenant);
  const sections = homeSections(tenant);
  const pick = (next: Tab) => {
    if (next !== 'ALL' && !token) return useModals.getState().show('login');
    setTab(next);
  };
  return (
    <div className="page home" data-testid="home" data-prize-mode={prizeMode}>
      <NoticeMarquee />
      <BannerCarousel />
      <div className="home-top">
        <div className="home-top__main">
          <JackpotCounter />
          <HotCarousel />
        </div>
        <WinnerBoard />
      </div>
      <div className="tabs home-tabs" role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`tabs__tab ${tab === name ? 'is-active' : ''}`}
            onClick={() => pick(name)}
            data-testid={`home-tab-${name}`}
          >
            {t(`games.filter.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'ALL' ? (
        sections.map((entry) => <GameSection key={entry.category} entry={entry} />)
      ) : (
        <AccountGames tab={tab} />
      )}
      <GameLaunchHost />
    </div>
  );
}
