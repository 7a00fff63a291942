// manualRebate (MANPLAYREB3 only): the rebate pending on unrebated bets, and the claim.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useClaimManualRebate } from '../api/claim-manual-rebate.ts';
import { useManualRebate } from '../api/get-manual-rebate.ts';
import { useMoney } from '../../../lib/use-money.ts';
import '../rewards.css';
import { FormDone } from '../../../components/ui/form-end.tsx';

export default function ManualRebate() {
  const { t } = useTranslation();
  const money = useMoney();
  const rebate = useManualRebate();
  const claim = useClaimManualRebate();
  if (rebate.isPending) return <Spinner />;
  if (rebate.isError) return <p className="form__error">{t(errorKeyOf(rebate.error))}</p>;
  return (
    <div className="mc-card" data-testid="manual-rebate">
      <dl className="mc-dl">
        <dt>{t('rewards.rebate.bets')}</dt>
        <dd>{rebate.data.bets}</dd>
        <dt>{t('rewards.rebate.validBet')}</dt>
        <dd>{money(rebate.data.validBet)}</dd>
        <dt>{t('rewards.rebate.amount')}</dt>
        <dd className="rewards__amount" data-testid="rebate-amount">
          {money(rebate.data.amount)}
        </dd>
      </dl>
      {claim.isSuccess && (
        <FormDone>{t('rewards.rebate.claimed', { amount: money(claim.data.amount) })}</FormDone>
      )}
      {claim.isError && <p className="form__error">{t(errorKeyOf(claim.error))}</p>}
      <div className="mc-actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={rebate.data.amount <= 0 || claim.isPending}
          data-testid="rebate-claim"
          onClick={() => claim.mutate()}
        >
          {t('rewards.claim')}
        </button>
      </div>
    </div>
  );
}
