import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTenant } from '../../../config/tenant.ts';
import { consolidatedQueryOptions } from '../../../lib/api/get-consolidated.ts';
import { pollUnlessPushed } from '../../../lib/push/supported.ts';
import { selectIsKnownMember, useSession } from '../../../lib/stores/session.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { usePendingContracts } from '../api/get-pending-contracts.ts';
import { ContractRow } from './contract-row.tsx';
import '../contracts.css';

/**
 * The contract popup (spec §6: logged in only): offers and termination requests waiting for the
 * member's answer, each with Accept / Reject. "Later" hides it until something new arrives.
 */
export default function ContractPopup() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const knownMember = useSession(selectIsKnownMember);
  // With the agent policy on, the consolidated contract checks run after login (spec §3) and the
  // popup asks for the waiting contracts only when they say something waits; without it, the
  // popup asks directly. Trial players get neither, so nothing is asked until the member is known.
  const policy = getTenant().flags.AGENTPOLICY3 === true;
  const checks = useQuery({
    ...consolidatedQueryOptions(),
    enabled: policy && knownMember,
    refetchInterval: pollUnlessPushed(60_000),
  });
  const waits =
    !policy ||
    (checks.data !== undefined &&
      (checks.data.dailysalreqtype ||
        checks.data.divtypereq ||
        checks.data.contracthoursalreq ||
        checks.data.realtimesalreqtype));
  const pending = usePendingContracts(knownMember && waits ? token : null);
  const [dismissed, setDismissed] = useState<string>('');
  const list = pending.data?.list ?? [];
  const signature = list.map((c) => `${c.id}:${c.request?.type ?? ''}`).join(',');
  if (!token || list.length === 0 || dismissed === signature) return null;
  return (
    <Modal
      title={t('contracts.popup.title')}
      onClose={() => setDismissed(signature)}
      size="md"
      testId="contract-popup"
    >
      <p className="muted">{t('contracts.popup.text')}</p>
      <ul className="contracts__list">
        {list.map((c) => (
          <ContractRow key={c.id} contract={c} />
        ))}
      </ul>
      <div className="modal__actions">
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => setDismissed(signature)}
          data-testid="contract-popup-later"
        >
          {t('contracts.popup.later')}
        </button>
      </div>
    </Modal>
  );
}
