// What follows a withdrawal's approval (spec §4), wherever its owner lists withdrawals (member
// centre, agent centre): the confirmation step while it waits, then what a "Not received" said
// and whether the timeout counted it as received.
import { useTranslation } from 'react-i18next';
import { getTenant } from '../../config/tenant.ts';
import type { Withdrawal } from '../../lib/api/get-withdrawals.ts';
import { useMoney } from '../../lib/use-money.ts';
import { WithdrawalConfirm } from './withdrawal-confirm.tsx';
import './withdrawal.css';

const notReceivedNote = (w: Withdrawal) =>
  w.status === 'notReceived' && w.remainingAmount !== undefined;

/** Whether this withdrawal has anything to show or ask after its status. */
export const hasFollowUp = (w: Withdrawal) =>
  w.status === 'approved' || notReceivedNote(w) || w.forcedReceipt === true;

export function WithdrawalFollowUp({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!hasFollowUp(w)) return null;
  return (
    <div className="withdrawal-follow-up">
      {notReceivedNote(w) && (
        <p className="muted">
          {t('wallet.confirm.remaining')}: {money(w.remainingAmount ?? 0)} ·{' '}
          {t('wallet.confirm.proofs', { count: w.proofCount ?? 0 })}
        </p>
      )}
      {w.forcedReceipt && <p className="muted">{t('wallet.confirm.forced')}</p>}
      {w.status === 'approved' && <WithdrawalConfirm withdrawal={w} />}
    </div>
  );
}

/** The rule above a list of withdrawals: confirm each approved one within the tenant's timeout. */
export function WithdrawalConfirmHint({ className = 'muted' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={className}>
      {t('wallet.withdraw.confirmHint', { minutes: getTenant().wallet.withdrawAutoReceiveMinutes })}
    </p>
  );
}
