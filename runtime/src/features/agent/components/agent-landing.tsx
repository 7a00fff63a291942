import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getTenant } from '../../../config/tenant.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { selectIsAgent, useSession } from '../../../lib/stores/session.ts';

/** /agent: marketing text, agent login and the support-hours note; no header or footer. */
export default function AgentLanding() {
  const { t } = useTranslation();
  const tenant = getTenant();
  const modals = useModals();
  const isAgent = useSession(selectIsAgent);
  const token = useSession((s) => s.token);
  return (
    <div className="agent-landing" data-testid="agent-landing">
      <header className="agent-landing__top">
        <Link to="/"><img src={`/${tenant.branding.logo}`} alt={tenant.displayName} className="header__logo" /></Link>
      </header>
      <section className="agent-landing__hero">
        <h1>{tenant.agent.marketing?.headline ?? tenant.displayName}</h1>
        <p>{tenant.agent.marketing?.body}</p>
        {token && isAgent ? (
          <Link className="btn btn--primary" to="/agentHome">{t('nav.agentCenter')}</Link>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => modals.show('login')} data-testid="agent-login">
            {t('agent.login')}
          </button>
        )}
        <p className="muted">{tenant.agent.supportHours}</p>
      </section>
    </div>
  );
}
