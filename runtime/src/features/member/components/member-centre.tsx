// The member centre (spec §2 "Member centre pages"): tab navigation with deep links `?tab=`,
// unread badges, and the selected tab's panel. The tabs come from several feature areas, so the
// app layer hands them in (app/member-tabs.tsx; features never import each other).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getTenant } from '../../../config/tenant.ts';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { selectIsTrial, useSession } from '../../../lib/stores/session.ts';
import { TAB_GROUPS, isTabVisible, tabFromSearch, type MemberTabRow } from '../lib/tabs.ts';
import '../member.css';

/** A tab's count, from the tab's own hook: only tabs on screen ask for theirs. */
function TabBadge({ tab, useCount }: { tab: string; useCount: () => number | undefined }) {
  const count = useCount() ?? 0;
  if (count <= 0) return null;
  return (
    <span className="member__badge" data-testid={`member-badge-${tab}`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function MemberCentre({
  tabs: rows,
  hasContracts = false,
}: {
  tabs: readonly MemberTabRow[];
  hasContracts?: boolean;
}) {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const flags = { ...getTenant().flags, hasContracts, hasUpline: info.data?.hasUpline };
  const isTrial = useSession(selectIsTrial);
  // Which tabs exist depends on who the member is (its upline): a deep link waits to know.
  const known = useSession((s) => s.member !== null) && !info.isPending;
  const [search, setSearch] = useSearchParams();
  const current = tabFromSearch(search, rows, flags);
  const tab = current.key;

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

  const { Panel } = current;
  return (
    <section className="page member" data-testid="member-centre">
      <h1 className="page__title">{t('nav.member')}</h1>
      <div className="member__layout">
        <nav className="member__nav" aria-label={t('nav.member')}>
          {TAB_GROUPS.map((group) => {
            const tabs = rows.filter((r) => r.group === group && isTabVisible(r, flags));
            if (tabs.length === 0) return null;
            return (
              <div key={group} className="member__group">
                <p className="member__group-title">{t(`member.group.${group}`)}</p>
                <ul role="tablist">
                  {tabs.map(({ key, useBadge }) => {
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
                          {useBadge && <TabBadge tab={key} useCount={useBadge} />}
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
