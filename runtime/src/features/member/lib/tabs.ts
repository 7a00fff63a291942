// The member-centre tabs of spec §2 (names as the spec gives them, used in `?tab=` deep links)
// plus the other labelled member screens (VIP, red envelope, credit report), and which of them a
// tenant shows: referral needs flags.referral, manualRebate needs MANPLAYREB3; myContracts shows a
// member the contracts it holds from its upline (a player can be given one too), once it has any;
// transferUpline only to a member that has an upline (the server refuses everyone else).
import type { TenantFlags } from '../../../config/tenant.ts';

export const MEMBER_TABS = [
  'securityCenter',
  'myContracts',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'creditReport',
  'bonusDetails',
  'rewardCenter',
  'vip',
  'redEnvelope',
  'referral',
  'missionLeaderboard',
  'manualRebate',
  'messageV2',
] as const;

export type MemberTab = (typeof MEMBER_TABS)[number];
export const DEFAULT_TAB: MemberTab = 'securityCenter';

/** Tabs grouped for the navigation (account, funds, records, rewards, messages). */
export const TAB_GROUPS: readonly { key: string; tabs: readonly MemberTab[] }[] = [
  { key: 'account', tabs: ['securityCenter', 'myContracts'] },
  { key: 'funds', tabs: ['transferFund', 'depositv2', 'withdraw', 'transferUpline'] },
  {
    key: 'records',
    tabs: [
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'creditReport',
      'bonusDetails',
    ],
  },
  {
    key: 'rewards',
    tabs: ['rewardCenter', 'vip', 'redEnvelope', 'referral', 'missionLeaderboard', 'manualRebate'],
  },
  { key: 'messages', tabs: ['messageV2'] },
];

type Flags = Pick<TenantFlags, 'referral' | 'MANPLAYREB3'> & {
  /** The member holds or was offered a contract (known from its contract list). */
  hasContracts?: boolean;
  /** The member has a direct upline (member info). */
  hasUpline?: boolean;
};

export function isTabVisible(tab: MemberTab, flags: Flags): boolean {
  if (tab === 'myContracts') return flags.hasContracts === true;
  if (tab === 'transferUpline') return flags.hasUpline === true;
  if (tab === 'referral') return flags.referral === true;
  if (tab === 'manualRebate') return flags.MANPLAYREB3 === true;
  return true;
}

export const visibleTabs = (flags: Flags): MemberTab[] =>
  MEMBER_TABS.filter((tab) => isTabVisible(tab, flags));

const isTab = (value: string | null): value is MemberTab =>
  value !== null && (MEMBER_TABS as readonly string[]).includes(value);

/** The tab a URL asks for (`?tab=`, or the older `?page=`); unknown or hidden ones give the default. */
export function tabFromSearch(search: URLSearchParams, flags: Flags): MemberTab {
  const asked = search.get('tab') ?? search.get('page');
  return isTab(asked) && isTabVisible(asked, flags) ? asked : DEFAULT_TAB;
}
