import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTenant } from '../../../config/tenant.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

/** /agentHome frame: GMT zone, live clock, nickname, logout. The centre itself is issue 6. */
export default function AgentHome() {
  const { t } = useTranslation();
  const tenant = getTenant();
  const member = useSession((s) => s.member);
  const modals = useModals();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className="agent-home" data-testid="agent-home">
      <header className="agent-home__top">
        <img src={`/${tenant.branding.logo}`} alt={tenant.displayName} className="header__logo" />
        <span className="muted">{tenant.agent.timeZone} {now.toLocaleTimeString()}</span>
        <span className="agent-home__name">{member?.nickname || member?.account}</span>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => modals.show('logout')}>{t('auth.logout')}</button>
      </header>
      <ComingSoon titleKey="nav.agentCenter" />
    </div>
  );
}
