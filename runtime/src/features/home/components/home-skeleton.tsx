// The home page before any of its code or data is in: the layout of home-page.tsx with the
// placeholders its parts show while loading, so the page that replaces it lands on the same
// pixels. Rendered into index.html at build time (app/layout/app-shell.tsx).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getTenant } from '../../../config/tenant.ts';
import { homeSections } from '../../../lib/categories.ts';
// The home's styles come with the shell: the prerendered page is laid out before any lazy chunk.
import '../home.css';
import {
  BannersPlaceholder,
  HotPlaceholder,
  MarqueePlaceholder,
  RowPlaceholder,
} from './placeholders.tsx';

export const HOME_TABS = ['ALL', 'RECENT', 'FAV'] as const;

export function HomeSkeleton() {
  const { t } = useTranslation();
  const sections = homeSections(getTenant());
  return (
    <div className="page home" aria-busy="true" data-testid="home-skeleton">
      <MarqueePlaceholder />
      <BannersPlaceholder />
      <div className="home-top">
        <div className="home-top__main">
          <section className="jackpot" aria-label={t('home.jackpot')}>
            <span className="jackpot__label">{t('home.jackpot')}</span>
            <span className="jackpot__value">&nbsp;</span>
          </section>
          <HotPlaceholder />
        </div>
        <section className="winners winners--pending">
          <h2 className="winners__title">{t('home.winners')}</h2>
        </section>
      </div>
      <div className="tabs home-tabs" role="tablist">
        {HOME_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={name === 'ALL'}
            className={`tabs__tab ${name === 'ALL' ? 'is-active' : ''}`}
          >
            {t(`games.filter.${name}`)}
          </button>
        ))}
      </div>
      {sections.map((entry) => (
        <section key={entry.category} className="home-section">
          <div className="section__head">
            <h2>{t(`category.${entry.category}`)}</h2>
            <Link to={entry.path} className="link">
              {t('common.more')} ›
            </Link>
          </div>
          <RowPlaceholder />
        </section>
      ))}
    </div>
  );
}
