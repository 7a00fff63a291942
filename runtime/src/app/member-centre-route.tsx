// The /member route: the member centre of features/member with the panels of the wallet,
// messages and rewards areas (features never import each other, so they meet here), each panel
// its own lazy chunk, and the unread badges of spec §2.
import { lazy } from 'react';
import { MemberCentre, type MemberPanels } from '../features/member/components/member-centre.tsx';
import { useContracts } from '../features/contracts/api/list-contracts.ts';
import { useUnreadCount } from '../features/messages/api/get-unread-count.ts';
import { useMissions } from '../features/rewards/api/get-missions.ts';
import { useRewardCenter } from '../features/rewards/api/get-reward-center.ts';

const panels: MemberPanels = {
  securityCenter: lazy(() => import('../features/member/components/security-center.tsx')),
  myContracts: lazy(() => import('../features/contracts/components/my-contracts.tsx')),
  transferFund: lazy(() => import('../features/wallet/components/transfer-fund.tsx')),
  depositv2: lazy(() => import('../features/wallet/components/deposit-panel.tsx')),
  withdraw: lazy(() => import('../features/wallet/components/withdraw-panel.tsx')),
  transferUpline: lazy(() => import('../features/wallet/components/transfer-upline.tsx')),
  personalHistoryCopy: lazy(() => import('../features/wallet/components/betting-records.tsx')),
  transactionHistory: lazy(() => import('../features/wallet/components/transaction-history.tsx')),
  personalProfit: lazy(() => import('../features/wallet/components/personal-profit.tsx')),
  creditReport: lazy(() => import('../features/wallet/components/credit-report.tsx')),
  bonusDetails: lazy(() => import('../features/wallet/components/bonus-details.tsx')),
  rewardCenter: lazy(() => import('../features/rewards/components/reward-center.tsx')),
  vip: lazy(() => import('../features/rewards/components/vip-levels.tsx')),
  redEnvelope: lazy(() => import('../features/rewards/components/red-envelope.tsx')),
  referral: lazy(() => import('../features/rewards/components/referral.tsx')),
  missionLeaderboard: lazy(() => import('../features/rewards/components/mission-leaderboard.tsx')),
  manualRebate: lazy(() => import('../features/rewards/components/manual-rebate.tsx')),
  messageV2: lazy(() => import('../features/messages/components/message-list.tsx')),
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
