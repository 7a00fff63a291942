// The /member route: the member centre of features/member with the tabs of app/member-tabs.tsx.
import { useQuery } from '@tanstack/react-query';
import { MemberCentre } from '../features/member/components/member-centre.tsx';
import { listContractsQueryOptions } from '../features/contracts/api/list-contracts.ts';
import { selectIsKnownMember, useSession } from '../lib/stores/session.ts';
import { MEMBER_TABS } from './member-tabs.tsx';

export default function MemberCentreRoute() {
  // A trial account holds no contracts and the server refuses it the list (a refused call is an
  // error in the player's console).
  const knownMember = useSession(selectIsKnownMember);
  const contracts = useQuery({
    ...listContractsQueryOptions({ role: 'downline' }),
    enabled: knownMember,
  });
  return <MemberCentre tabs={MEMBER_TABS} hasContracts={(contracts.data?.list.length ?? 0) > 0} />;
}
