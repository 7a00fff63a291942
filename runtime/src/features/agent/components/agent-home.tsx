import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getTenant } from '../../../config/tenant.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { useConsolidated } from '../../../lib/api/get-consolidated.ts';
import { pageFromQuery, visiblePages, type AgentPage } from '../lib/menu.ts';
import type { ContractPageProps } from '../lib/contract-page.ts';
import { AgentPageView } from './agent-page-view.tsx';
import { ZoneClock } from './zone-clock.tsx';
import '../agent.css';

/** /agentHome: GMT zone and live clock, nickname, logout; left menu of spec §2; ?page= links. */
export default function AgentHome({
  ContractPage,
}: {
  ContractPage: ComponentType<ContractPageProps>;
}) {
  const { t } = useTranslation();
  const tenant = getTenant();
  const member = useSession((s) => s.member);
  const consolidated = useConsolidated();
  const [params, setParams] = useSearchParams();
  const pages = visiblePages(consolidated.data, getTenant().flags);
  const page = pageFromQuery(params.get('page'), pages);
  const open = (p: AgentPage) => setParams({ page: p });
  return (
    <div className="agent-home" data-testid="agent-home">
      <header className="agent-home__top">
        <img src={`/${tenant.branding.logo}`} alt={tenant.displayName} className="header__logo" />
        <span className="agent-home__title">{t('nav.agentCenter')}</span>
        <ZoneClock timeZone={tenant.agent.timeZone} />
        <span className="agent-home__name" data-testid="agent-name">
          {member?.nickname || member?.account}
        </span>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => useModals.getState().show('logout')}
          data-testid="agent-logout"
        >
          {t('auth.logout')}
        </button>
      </header>
      {consolidated.data?.frozen && (
        <p className="notice agent-home__frozen" role="alert" data-testid="agent-frozen">
          {t('agent.frozenNote')}
        </p>
      )}
      <div className="agent-home__body">
        <nav className="agent-menu" aria-label={t('nav.agentCenter')} data-testid="agent-menu">
          {pages.map((p) => (
            <button
              key={p}
              type="button"
              className={p === page ? 'agent-menu__item is-active' : 'agent-menu__item'}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => open(p)}
              data-testid={`agent-menu-${p}`}
            >
              {t(`agent.menu.${p}`)}
            </button>
          ))}
        </nav>
        <main className="agent-main" data-testid={`agent-page-${page}`}>
          <h1 className="agent-main__title">{t(`agent.menu.${page}`)}</h1>
          <AgentPageView page={page} ContractPage={ContractPage} />
        </main>
      </div>
    </div>
  );
}
