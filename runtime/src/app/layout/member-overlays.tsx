// What only a signed-in tab has over every page, in one chunk loaded after sign-in (never in a
// first visit's JS): the contract popup and the push channel (none for trial players, none where
// the tenant's wire has no socket).
import { useQuery } from '@tanstack/react-query';
import { memberInfoQueryOptions } from '../../lib/api/get-member-info.ts';
import { pushSupported } from '../../lib/push/supported.ts';
import { isTrialType } from '../../lib/stores/session.ts';
import ContractPopup from '../../features/contracts/components/contract-popup.tsx';
import PushChannel from '../push-channel.tsx';

export default function MemberOverlays({ token }: { token: string }) {
  const member = useQuery(memberInfoQueryOptions(token));
  return (
    <>
      <ContractPopup />
      {member.data && !isTrialType(member.data.type) && pushSupported() && (
        <PushChannel token={token} />
      )}
    </>
  );
}
