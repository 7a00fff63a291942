import { useTranslation } from 'react-i18next';
import { getTenant } from '../../../config/tenant.ts';
import { openWindow } from '../../../lib/open-window.ts';
import { Icon } from '../../../components/ui/icon.tsx';

/** Maintenance (status 1) and access-restricted (status 2) root screens of spec §2. */
export function StatusPage({
  kind,
  ip,
}: {
  kind: 'maintenance' | 'blocked';
  ip?: string | undefined;
}) {
  const { t } = useTranslation();
  const tenant = getTenant();
  const cs = tenant.customerService[0];
  return (
    <main
      className="status-page"
      data-testid={kind === 'maintenance' ? 'maintenance-page' : 'blocked-page'}
    >
      <div className="status-page__card">
        <img
          className="status-page__logo"
          src={`/${tenant.branding.logo}`}
          alt={tenant.displayName}
        />
        <Icon
          name={kind === 'maintenance' ? 'refresh' : 'shield'}
          size={44}
          className="status-page__icon"
        />
        <h1>{t(kind === 'maintenance' ? 'info_maintenance' : 'info_ip_block')}</h1>
        <p className="muted">
          {t(kind === 'maintenance' ? 'status.maintenanceBody' : 'status.blockedBody')}
        </p>
        {kind === 'blocked' && ip && (
          <p className="status-page__ip" data-testid="visitor-ip">
            {t('status.yourIp')}: <strong>{ip}</strong>
          </p>
        )}
        {cs && (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => openWindow(cs.url)}
            data-testid="cs-button"
          >
            <Icon name="chat" /> {t('nav.customerService')}
          </button>
        )}
      </div>
    </main>
  );
}
