// The app-download section's body, loaded when the section opens: "Install app" when the browser
// offers to install the site (its head script keeps the offer: `beforeinstallprompt`), the steps
// to add the site to an iPhone's home screen, and QR codes: the brand's own site first (a phone
// that scans it opens the installable site), then the native apps the manifest links.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTenant } from '../../config/tenant.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { QrCode } from '../../components/ui/qr-code.tsx';

/** The browser's install offer (not in the DOM typings: Chromium only). */
interface InstallPrompt extends Event {
  prompt(): Promise<unknown>;
}

declare global {
  interface Window {
    __lobbyInstall?: InstallPrompt;
  }
}

const INSTALLABLE_EVENT = 'lobby:installable';

function useInstallPrompt(): [InstallPrompt | undefined, () => void] {
  const [offer, setOffer] = useState(() => window.__lobbyInstall);
  useEffect(() => {
    const update = () => setOffer(window.__lobbyInstall);
    const installed = () => {
      window.__lobbyInstall = undefined;
      update();
    };
    window.addEventListener(INSTALLABLE_EVENT, update);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener(INSTALLABLE_EVENT, update);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);
  const install = () => {
    if (!offer) return;
    // An offer can be shown once: the browser fires a new one if the player declines.
    window.__lobbyInstall = undefined;
    setOffer(undefined);
    void offer.prompt().catch(() => {});
  };
  return [offer, install];
}

export default function AppInstall() {
  const { t } = useTranslation();
  const tenant = getTenant();
  const [offer, install] = useInstallPrompt();
  const site = `${window.location.origin}/`;
  return (
    <div className="side__install" data-testid="app-install">
      {offer && (
        <button
          type="button"
          className="btn btn--primary btn--sm"
          onClick={install}
          data-testid="install-app"
        >
          <Icon name="download" size={16} /> {t('nav.installApp')}
        </button>
      )}
      <div className="side__qr">
        <QrCode value={site} label={tenant.displayName} />
        {tenant.apps?.ios && <QrCode value={tenant.apps.ios} label="iOS" />}
        {tenant.apps?.android && <QrCode value={tenant.apps.android} label="Android" />}
      </div>
      <p className="side__install-title">{t('install.iosTitle')}</p>
      <ol className="side__install-steps" data-testid="ios-steps">
        <li>{t('install.iosStep1')}</li>
        <li>{t('install.iosStep2')}</li>
        <li>{t('install.iosStep3')}</li>
      </ol>
    </div>
  );
}
