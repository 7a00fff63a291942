// The /member route: the member centre of features/member with the panels of the wallet,
// messages and rewards areas (features never import each other, so they meet here), each panel
// its own lazy chunk, and the unread badges of spec §2.
import { Spinner } from '../components/ui/spinner.tsx';
import { loadable } from './lazy.ts';
import { MemberCentre, type MemberPanels } from '../features/member/components/member-centre.tsx';
import { useContracts } from '../features/contracts/api/list-contracts.ts';
import { useUnreadCount } from '../lib/api/get-unread-count.ts';
import { useMissions } from '../features/rewards/api/get-missions.ts';
import { useRewardCenter } from '../lib/api/get-reward-center.ts';

// Each panel's chunk loads when its tab opens; `loadable` never suspends (see app/lazy.ts).
const panel = (load: Parameters<typeof loadable>[0]) => loadable(load, <Spinner />);

const panels: MemberPanels = {
  securityCenter: panel(() => import('../features/member/components/security-center.tsx')),
  myContracts: panel(() => import('../features/contracts/components/my-contracts.tsx')),
  transferFund: panel(() => import('../features/wallet/components/transfer-fund.tsx')),
  depositv2: panel(() => import('../features/wallet/components/deposit-panel.tsx')),
  withdraw: panel(() => import('../features/wallet/components/withdraw-panel.tsx')),
  transferUpline: panel(() => import('../features/wallet/components/transfer-upline.tsx')),
  personalHistoryCopy: panel(() => import('../features/wallet/components/betting-records.tsx')),
  transactionHistory: panel(() => import('../features/wallet/components/transaction-history.tsx')),
  personalProfit: panel(() => import('../features/wallet/components/personal-profit.tsx')),
  creditReport: panel(() => import('../features/wallet/components/credit-report.tsx')),
  bonusDetails: panel(() => import('../features/wallet/components/bonus-details.tsx')),
  rewardCenter: panel(() => import('../features/rewards/components/reward-center.tsx')),
  vip: panel(() => import('../features/rewards/components/vip-levels.tsx')),
  redEnvelope: panel(() => import('../features/rewards/components/red-envelope.tsx')),
  referral: panel(() => import('../features/rewards/components/referral.tsx')),
  missionLeaderboard: panel(() => import('../features/rewards/components/mission-leaderboard.tsx')),
  manualRebate: panel(() => import('../features/rewards/components/manual-rebate.tsx')),
  messageV2: panel(() => import('../features/messages/components/message-list.tsx')),
};

export default function MemberCentreRoute() {
  const unread = useUnreadCount();
  const center = useRewardCenter();
  const missions = useMissions();
  const contracts = useContracts({ role: 'downline' });
  return (
    <MemberCentre
      panels={panels}
      hasContracts={(contracts.data?.list.length ?? 0) > 0}
      badges={{
        messageV2: unread.data?.count,
        rewardCenter: center.data?.unclaimedRewards,
        missionLeaderboard: missions.data?.list.filter((m) => m.done).length,
      }}
    />
  );
}
