// How the member centre treats its tabs (spec §2 "Member centre pages"): which a member sees and
// which one a `?tab=` deep link opens. The tabs themselves (key, group, panel, visibility, badge)
// are one registry in the app layer, app/member-tabs.tsx, since their panels come from several
// feature areas.
import type { ComponentType } from 'react';
import type { TenantFlags } from '../../../config/tenant.ts';

/** The navigation's groups, in the order it shows them. */
export const TAB_GROUPS = ['account', 'funds', 'records', 'rewards', 'messages'] as const;
type TabGroup = (typeof TAB_GROUPS)[number];

/** What a tab's visibility may depend on: the tenant's flags, the member's contracts and upline. */
export type TabContext = Pick<TenantFlags, 'referral' | 'MANPLAYREB3' | 'INBOX3'> & {
  /** The member holds or was offered a contract (known from its contract list). */
  hasContracts?: boolean;
  /** The member has a direct upline (member info). */
  hasUpline?: boolean;
};

export interface MemberTabRow {
  /** The name in `?tab=` deep links, as the spec gives it; `member.tab.<key>` is its label. */
  key: string;
  group: TabGroup;
  Panel: ComponentType;
  /** Absent: every member sees the tab. */
  visible?: (c: TabContext) => boolean;
  /** A hook giving the count the tab's badge shows (unread messages, unclaimed rewards...). */
  useBadge?: () => number | undefined;
}

export const isTabVisible = (row: MemberTabRow, c: TabContext): boolean => row.visible?.(c) ?? true;

export const visibleTabs = (rows: readonly MemberTabRow[], c: TabContext): string[] =>
  rows.filter((row) => isTabVisible(row, c)).map((row) => row.key);

/**
 * The tab a URL asks for (`?tab=`, or the older `?page=`); unknown or hidden ones give the first
 * tab.
 */
export function tabFromSearch(
  search: URLSearchParams,
  rows: readonly MemberTabRow[],
  c: TabContext,
): MemberTabRow {
  const asked = search.get('tab') ?? search.get('page');
  const row = rows.find((r) => r.key === asked);
  const first = rows[0];
  if (!first) throw new Error('the member centre has no tabs');
  return row && isTabVisible(row, c) ? row : first;
}
