import { memo, useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { EARLY_TAP_ATTR } from '#schemas/early-tap.ts';
import { memberHref, paths } from '../../config/routes.ts';
import { getTenant } from '../../config/tenant.ts';
import { takeEarlyTap } from '../../lib/early-tap.ts';
import { takeOneClickReturn } from '../../features/auth/lib/one-click-return.ts';
import { useModals } from '../../lib/stores/modals.ts';
import { usePrefs } from '../../lib/stores/prefs.ts';
import { selectIsAgent, selectIsTrial, useSession } from '../../lib/stores/session.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { BalanceControl } from './balance-control.tsx';
import { loadModal } from './modal-host.tsx';

/** The phone layout of styles.css (its `max-width: 560px` block), where the brand is its mark. */
const PHONE_MEDIA = '(max-width: 560px)';
const WIDE_MEDIA = `not all and ${PHONE_MEDIA}`;

const preloadLogin = () => void loadModal('login').catch(() => undefined);

/** The account dropdown of spec §2, with its flag conditions. */
function accountItems(flags: ReturnType<typeof getTenant>['flags'], isAgent: boolean) {
  return [
    { key: 'personalHistoryCopy', label: 'account.bettingRecord' },
    { key: 'transactionHistory', label: 'account.accountRecord' },
    { key: 'personalProfit', label: 'account.personalProfit' },
    { key: 'rewardCenter', label: 'account.rewardCenter' },
    ...(flags.PTSYS3 ? [{ key: 'pointMall', label: 'nav.pointMall' }] : []),
    { key: 'securityCenter', label: 'account.securityCenter' },
    ...(isAgent ? [{ key: 'agent', label: 'nav.agentCenter' }] : []),
    ...(flags.MANPLAYREB3 ? [{ key: 'manualRebate', label: 'account.manualRebate' }] : []),
  ];
}

export const Header = memo(function Header() {
  const { t } = useTranslation();
  const tenant = getTenant();
  const navigate = useNavigate();
  // The actions only: a subscription to the whole store re-rendered the header whenever any
  // modal opened or closed.
  const showModal = useModals((s) => s.show);
  const showAlert = useModals((s) => s.alert);
  const token = useSession((s) => s.token);
  const member = useSession((s) => s.member);
  const isAgent = useSession(selectIsAgent);
  const isTrial = useSession(selectIsTrial);
  const toggleSideMenu = usePrefs((s) => s.toggleSideMenu);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const logo = `/${tenant.branding.logo}`;
  const mark = `/${tenant.branding.favicon}`;
  // React preloads a lone image from the prerendered page's head, but not a picture's: each
  // source is preloaded for the widths that show it.
  preload(mark, { as: 'image', media: PHONE_MEDIA });
  preload(logo, { as: 'image', media: WIDE_MEDIA });

  // A tap on Log in or Register before hydration was held by the head script: answer it now.
  useEffect(() => {
    const early = takeEarlyTap();
    if (early === 'login' || early === 'register') useModals.getState().show(early);
  }, []);

  // Back from a one-click sign-in's provider: finish it, or say in the login popup why not.
  useEffect(() => {
    const back = takeOneClickReturn();
    if (!back) return;
    if ('ticket' in back) useModals.getState().show('oneClick', { ticket: back.ticket });
    else useModals.getState().show('login', { oneClickError: back.error });
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onDoc = (e: MouseEvent) => {
      if (!menuRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('mousedown', onDoc);
    return () => document.removeEventListener('mousedown', onDoc);
  }, [menuOpen]);

  /** Spec §4: guest gets the login popup, trial a warning, others the panel. */
  const openCentre = (page: string) => {
    setMenuOpen(false);
    if (!token) return showModal('login');
    if (isTrial) return showAlert({ message: 'in_need_true_account', tone: 'warning' });
    if (page === 'agent') return navigate('/agentHome');
    if (page === 'pointMall') return navigate('/pointMall');
    navigate(memberHref(page));
  };

  return (
    <header className="header">
      <div className="header__left">
        <button
          type="button"
          className="icon-btn"
          onClick={toggleSideMenu}
          aria-label={t('nav.menu')}
          data-testid="menu-toggle"
        >
          <Icon name="menu" />
        </button>
        <Link to="/" className="header__brand" aria-label={tenant.displayName}>
          {/* A phone's header row has no room for a wordmark beside the balance or the sign-in
              buttons (a long name shrank to unreadable): it shows the brand's square mark. One
              picture with a source per width, not an image each with one of them hidden: the
              browser fetched both and made each SVG a document of its own (a phone's main thread
              spent about 100 ms on the one it never showed). */}
          <picture>
            <source media={PHONE_MEDIA} srcSet={mark} />
            <img src={logo} alt={tenant.displayName} className="header__logo" />
          </picture>
        </Link>
      </div>
      {token ? (
        <div className="header__right">
          <BalanceControl />
          {/* Spec §2 top items: deposit, withdraw and (agents) agent; icons alone on a phone. */}
          <button
            type="button"
            className="btn btn--primary btn--sm header__top"
            onClick={() => openCentre('depositv2')}
            aria-label={t('header.deposit')}
            data-testid="header-deposit"
          >
            <Icon name="wallet" size={16} className="show-xs-inline" />
            <span className="hide-xs">{t('header.deposit')}</span>
          </button>
          <button
            type="button"
            className="btn btn--outline btn--sm header__top"
            onClick={() => openCentre('withdraw')}
            aria-label={t('header.withdraw')}
            data-testid="header-withdraw"
          >
            <Icon name="coins" size={16} className="show-xs-inline" />
            <span className="hide-xs">{t('header.withdraw')}</span>
          </button>
          {isAgent && (
            <button
              type="button"
              className="btn btn--outline btn--sm header__top"
              onClick={() => openCentre('agent')}
              aria-label={t('nav.agentCenter')}
              data-testid="header-agent"
            >
              <Icon name="users" size={16} className="show-xs-inline" />
              <span className="hide-xs">{t('nav.agentCenter')}</span>
            </button>
          )}
          <div className="dropdown" ref={menuRef}>
            <button
              type="button"
              className="btn btn--ghost btn--sm dropdown__toggle"
              onClick={() => setMenuOpen((o) => !o)}
              aria-expanded={menuOpen}
              data-testid="account-menu"
            >
              <Icon name="user" size={18} />
              <span className="hide-xs">{member?.nickname || member?.account || ''}</span>
              <Icon name="chevronDown" size={14} />
            </button>
            {menuOpen && (
              <ul className="dropdown__menu" role="menu">
                {accountItems(tenant.flags, isAgent).map((item) => (
                  <li key={item.key}>
                    <button
                      type="button"
                      role="menuitem"
                      data-testid={`account-${item.key}`}
                      onClick={() => openCentre(item.key)}
                    >
                      {t(item.label)}
                    </button>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    role="menuitem"
                    data-testid="account-logout"
                    onClick={() => {
                      setMenuOpen(false);
                      showModal('logout');
                    }}
                  >
                    {t('auth.logout')}
                  </button>
                </li>
              </ul>
            )}
          </div>
        </div>
      ) : (
        <div className="header__right">
          <a
            href={paths.login}
            className="btn btn--outline btn--sm"
            onClick={(e) => {
              e.preventDefault();
              showModal('login');
            }}
            // The popup's code starts at the first sign of intent (a finger down, a pointer over
            // it, focus), not on the click that follows: loading it at idle instead put 6 KB on
            // every first visit, over the 150 KB budget, for visitors who never log in.
            onPointerEnter={preloadLogin}
            onPointerDown={preloadLogin}
            onFocus={preloadLogin}
            {...{ [EARLY_TAP_ATTR]: 'login' }}
            data-testid="header-login"
          >
            {t('auth.login')}
          </a>
          <a
            href={paths.register}
            className="btn btn--primary btn--sm"
            onClick={(e) => {
              e.preventDefault();
              showModal('register');
            }}
            {...{ [EARLY_TAP_ATTR]: 'register' }}
            data-testid="header-register"
          >
            {t('auth.register')}
          </a>
        </div>
      )}
    </header>
  );
});
