// The /member route: the member centre of features/member with the tabs of app/member-tabs.tsx.
import { MemberCentre } from '../features/member/components/member-centre.tsx';
import { useContracts } from '../features/contracts/api/list-contracts.ts';
import { MEMBER_TABS } from './member-tabs.tsx';

export default function MemberCentreRoute() {
  const contracts = useContracts({ role: 'downline' });
  return <MemberCentre tabs={MEMBER_TABS} hasContracts={(contracts.data?.list.length ?? 0) > 0} />;
}
