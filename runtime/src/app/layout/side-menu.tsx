import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { CATEGORIES } from '#schemas/categories.ts';
import type { DisplayCategory } from '#schemas/constants.ts';
import { memberHref, paths } from '../../config/routes.ts';
import { getTenant, useTenantText } from '../../config/tenant.ts';
import { displayCategories } from '../../lib/categories.ts';
import { openWindow } from '../../lib/open-window.ts';
import { useModals } from '../../lib/stores/modals.ts';
import { usePrefs, useTheme } from '../../lib/stores/prefs.ts';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { loadable } from '../lazy.ts';
import { LanguageSelect } from './language-select.tsx';

const AppInstall = loadable(() => import('./app-install.tsx'), null);

// The category table names icons as plain strings (schemas/ knows no runtime): checked here.
const CATEGORY_ICON: Record<DisplayCategory, IconName> = Object.fromEntries(
  Object.entries(CATEGORIES).map(([c, row]) => [c, row.icon satisfies IconName]),
) as Record<DisplayCategory, IconName>;

export const SideMenu = memo(function SideMenu() {
  const { t } = useTranslation();
  const tenant = getTenant();
  const text = useTenantText();
  const showModal = useModals((s) => s.show);
  const sideMenuOpen = usePrefs((s) => s.sideMenuOpen);
  const setSideMenu = usePrefs((s) => s.setSideMenu);
  const toggleTheme = usePrefs((s) => s.toggleTheme);
  const theme = useTheme();
  const [qrOpen, setQrOpen] = useState(false);
  const closeOnMobile = () => window.innerWidth < 1024 && setSideMenu(false);
  const categories = displayCategories(tenant);
  const location = useLocation();
  // NavLink compares paths only; member-centre links differ by their ?tab= query.
  const isCurrent = (to: string) => {
    const [path, query = ''] = to.split('?');
    if (path !== location.pathname) return false;
    const tab = new URLSearchParams(query).get('tab');
    return tab === null || tab === new URLSearchParams(location.search).get('tab');
  };
  const link = (to: string, icon: IconName, label: string, testId: string) => (
    <NavLink
      to={to}
      end
      className={() => `side__link${isCurrent(to) ? ' active' : ''}`}
      onClick={closeOnMobile}
      data-testid={testId}
    >
      <Icon name={icon} size={18} />
      <span>{label}</span>
    </NavLink>
  );
  return (
    <>
      {sideMenuOpen && <div className="side__scrim" onClick={() => setSideMenu(false)} />}
      <aside
        className={`side ${sideMenuOpen === null ? 'is-auto' : sideMenuOpen ? 'is-open' : ''}`}
        aria-label={t('nav.menu')}
        data-testid="side-menu"
        // Automatic: hidden (display: none, out of the accessibility tree) on narrow screens only.
        aria-hidden={sideMenuOpen === null ? undefined : !sideMenuOpen}
      >
        <nav className="side__section">
          {link(paths.home, 'home', t('nav.home'), 'menu-home')}
          {link(paths.hot, 'fire', t('category.HOT'), 'menu-hot')}
          {categories.map((c) => (
            <NavLink
              key={c.category}
              to={c.path}
              className="side__link"
              onClick={closeOnMobile}
              data-testid={`menu-cat-${c.category}`}
            >
              <Icon name={CATEGORY_ICON[c.category]} size={18} />
              <span>{t(`category.${c.category}`)}</span>
            </NavLink>
          ))}
        </nav>
        <nav className="side__section">
          {link(paths.promotions, 'gift', t('nav.promotions'), 'menu-promotions')}
          {tenant.flags.referral &&
            link(memberHref('referral'), 'users', t('nav.inviteFriends'), 'menu-referral')}
          {link(memberHref('rewardCenter'), 'star', t('account.rewardCenter'), 'menu-reward')}
          {tenant.flags.MANPLAYREB3 &&
            link(memberHref('manualRebate'), 'coins', t('nav.rebate'), 'menu-rebate')}
          {tenant.flags.PTSYS3 &&
            link(paths.pointMall, 'gift', t('nav.pointMall'), 'menu-pointmall')}
          {link(memberHref('vip'), 'crown', t('nav.vip'), 'menu-vip')}
        </nav>
        {/* Every site installs itself; the native apps are added when the manifest links them. */}
        <details
          className="side__section side__apps"
          onToggle={(e) => setQrOpen(e.currentTarget.open)}
        >
          <summary className="side__heading" data-testid="menu-app-download">
            <Icon name="download" size={16} /> {t('nav.appDownload')}
          </summary>
          {/* Its body (the QR encoder among it) loads only when the visitor opens this section. */}
          {qrOpen && <AppInstall />}
        </details>
        <div className="side__section">
          <p className="side__heading">{t('nav.customerService')}</p>
          {tenant.customerService.map((cs) => (
            <button
              key={`${cs.type}-${cs.url}`}
              type="button"
              className="side__link"
              onClick={() => openWindow(cs.url)}
              data-testid={`menu-cs-${cs.type}`}
            >
              <Icon name="chat" size={18} />
              <span>{text(cs.title)}</span>
            </button>
          ))}
          <button
            type="button"
            className="side__link"
            onClick={() => showModal('legalLicence')}
            data-testid="menu-licence"
          >
            <Icon name="shield" size={18} />
            <span>{t('nav.legalLicence')}</span>
          </button>
        </div>
        <div className="side__section side__prefs">
          <LanguageSelect />
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={toggleTheme}
            data-testid="theme-toggle"
          >
            <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={16} />
            {t(theme === 'dark' ? 'nav.lightTheme' : 'nav.darkTheme')}
          </button>
        </div>
      </aside>
    </>
  );
});
