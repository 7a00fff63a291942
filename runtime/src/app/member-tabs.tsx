// The member-centre tabs of spec §2, one row each: the name its `?tab=` deep links use, its group
// in the navigation, its panel (each its own lazy chunk, loaded when the tab opens), who sees it
// and what its badge counts. Panels come from the wallet, messages, rewards, contracts and member
// areas (features never import each other, so they meet here).
import { Spinner } from '../components/ui/spinner.tsx';
import { loadable } from './lazy.ts';
import type { MemberTabRow } from '../features/member/lib/tabs.ts';
import { useUnreadCount } from '../lib/api/get-unread-count.ts';
import { useMissions } from '../features/rewards/api/get-missions.ts';
import { useRewardCenter } from '../lib/api/get-reward-center.ts';

// `loadable` never suspends (see app/lazy.ts).
const panel = (load: Parameters<typeof loadable>[0]) => loadable(load, <Spinner />);

export const MEMBER_TABS = [
  {
    key: 'securityCenter',
    group: 'account',
    Panel: panel(() => import('../features/member/components/security-center.tsx')),
  },
  {
    // Contracts the member holds from its upline (a player can be given one too), once it has any.
    key: 'myContracts',
    group: 'account',
    Panel: panel(() => import('../features/contracts/components/my-contracts.tsx')),
    visible: (c) => c.hasContracts === true,
  },
  {
    key: 'transferFund',
    group: 'funds',
    Panel: panel(() => import('../features/wallet/components/transfer-fund.tsx')),
  },
  {
    key: 'depositv2',
    group: 'funds',
    Panel: panel(() => import('../features/wallet/components/deposit-panel.tsx')),
  },
  {
    key: 'withdraw',
    group: 'funds',
    Panel: panel(() => import('../features/wallet/components/withdraw-panel.tsx')),
  },
  {
    key: 'transferUpline',
    group: 'funds',
    Panel: panel(() => import('../features/wallet/components/transfer-upline.tsx')),
    // The server refuses a member without an upline.
    visible: (c) => c.hasUpline === true,
  },
  {
    key: 'personalHistoryCopy',
    group: 'records',
    Panel: panel(() => import('../features/wallet/components/betting-records.tsx')),
  },
  {
    key: 'transactionHistory',
    group: 'records',
    Panel: panel(() => import('../features/wallet/components/transaction-history.tsx')),
  },
  {
    key: 'personalProfit',
    group: 'records',
    Panel: panel(() => import('../features/wallet/components/personal-profit.tsx')),
  },
  {
    key: 'creditReport',
    group: 'records',
    Panel: panel(() => import('../features/wallet/components/credit-report.tsx')),
  },
  {
    key: 'bonusDetails',
    group: 'records',
    Panel: panel(() => import('../features/wallet/components/bonus-details.tsx')),
  },
  {
    key: 'rewardCenter',
    group: 'rewards',
    Panel: panel(() => import('../features/rewards/components/reward-center.tsx')),
    useBadge: () => useRewardCenter().data?.unclaimedRewards,
  },
  {
    key: 'vip',
    group: 'rewards',
    Panel: panel(() => import('../features/rewards/components/vip-levels.tsx')),
  },
  {
    key: 'redEnvelope',
    group: 'rewards',
    Panel: panel(() => import('../features/rewards/components/red-envelope.tsx')),
  },
  {
    key: 'referral',
    group: 'rewards',
    Panel: panel(() => import('../features/rewards/components/referral.tsx')),
    visible: (c) => c.referral,
  },
  {
    key: 'missionLeaderboard',
    group: 'rewards',
    Panel: panel(() => import('../features/rewards/components/mission-leaderboard.tsx')),
    useBadge: () => useMissions().data?.list.filter((m) => m.done).length,
  },
  {
    key: 'manualRebate',
    group: 'rewards',
    Panel: panel(() => import('../features/rewards/components/manual-rebate.tsx')),
    visible: (c) => c.MANPLAYREB3,
  },
  {
    key: 'messageV2',
    group: 'messages',
    Panel: panel(() => import('../features/messages/components/message-list.tsx')),
    visible: (c) => c.INBOX3,
    useBadge: () => useUnreadCount().data?.count,
  },
] as const satisfies readonly MemberTabRow[];
