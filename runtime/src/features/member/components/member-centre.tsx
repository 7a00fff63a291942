// The member centre (spec §2 "Member centre pages"): tab navigation with deep links `?tab=`,
// unread badges, and the selected tab's panel. Panels come from several feature areas, so the
// app layer hands them in (features never import each other).
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getTenant } from '../../../config/tenant.ts';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { selectIsTrial, useSession } from '../../../lib/stores/session.ts';
import { TAB_GROUPS, isTabVisible, tabFromSearch, type MemberTab } from '../lib/tabs.ts';
import '../member.css';

export type MemberPanels = Record<MemberTab, ComponentType>;
export type MemberBadges = Partial<Record<MemberTab, number | undefined>>;

export function MemberCentre({
  panels,
  badges,
  hasContracts = false,
}: {
  panels: MemberPanels;
  badges: MemberBadges;
  hasContracts?: boolean;
}) {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const flags = { ...getTenant().flags, hasContracts, hasUpline: info.data?.hasUpline };
  const isTrial = useSession(selectIsTrial);
  // Which tabs exist depends on who the member is (its upline): a deep link waits to know.
  const known = useSession((s) => s.member !== null) && !info.isPending;
  const [search, setSearch] = useSearchParams();
  const tab = tabFromSearch(search, flags);

  // Until member info arrives we cannot tell a trial player from a member (spec §4).
  if (!known) return <Spinner full />;

  if (isTrial) {
    return (
      <section className="page member" data-testid="member-trial">
        <h1 className="page__title">{t('nav.member')}</h1>
        <p className="notice" role="alert">
          {t('in_need_true_account')}
        </p>
      </section>
    );
  }

  const Panel = panels[tab];
  return (
    <section className="page member" data-testid="member-centre">
      <h1 className="page__title">{t('nav.member')}</h1>
      <div className="member__layout">
        <nav className="member__nav" aria-label={t('nav.member')}>
          {TAB_GROUPS.map((group) => {
            const tabs = group.tabs.filter((x) => isTabVisible(x, flags));
            if (tabs.length === 0) return null;
            return (
              <div key={group.key} className="member__group">
                <p className="member__group-title">{t(`member.group.${group.key}`)}</p>
                <ul role="tablist">
                  {tabs.map((key) => {
                    const count = badges[key] ?? 0;
                    return (
                      <li key={key} role="presentation">
                        <button
                          type="button"
                          role="tab"
                          aria-selected={key === tab}
                          className={key === tab ? 'member__tab is-active' : 'member__tab'}
                          data-testid={`member-tab-${key}`}
                          onClick={() => setSearch({ tab: key })}
                        >
                          <span>{t(`member.tab.${key}`)}</span>
                          {count > 0 && (
                            <span className="member__badge" data-testid={`member-badge-${key}`}>
                              {count > 99 ? '99+' : count}
                            </span>
                          )}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </nav>
        <div className="member__panel" role="tabpanel" data-testid={`member-panel-${tab}`}>
          <h2 className="member__panel-title">{t(`member.tab.${tab}`)}</h2>
          <Suspense fallback={<Spinner />}>
            <Panel />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
