import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useContractAction, type ContractActionName } from '../api/contract-action.ts';
import type { Contract } from '../api/offer-contract.ts';
import { ContractTerms } from './contract-terms.tsx';
import { FormError } from '../../../components/ui/form-end.tsx';

/** One contract with its status, open request and the actions the caller may take. */
export function ContractRow({ contract: c }: { contract: Contract }) {
  const { t } = useTranslation();
  const action = useContractAction();
  const [error, setError] = useState<string | null>(null);
  const run = (name: ContractActionName) => {
    setError(null);
    action.mutate(
      { contractId: c.id, action: name },
      { onError: (e) => setError(t(errorKeyOf(e))) },
    );
  };
  const other = c.myRole === 'upline' ? c.downline.account : c.upline.account;
  const waitingForMe = c.request !== null && !c.request.byMe && c.myRole !== 'viewer';
  return (
    <li className="contracts__item" data-testid={`contract-${c.id}`} data-status={c.status}>
      <div className="contracts__head">
        <strong>{t(`contracts.kind.${c.kind}`)}</strong>
        <span className="muted">
          {t(c.myRole === 'upline' ? 'contracts.to' : 'contracts.from', { account: other })}
        </span>
        <span
          className={`agent-badge contracts__status is-${c.status}`}
          data-testid="contract-status"
        >
          {t(`contracts.status.${c.status}`)}
        </span>
        {c.endReason && <span className="muted">{t(`contracts.endReason.${c.endReason}`)}</span>}
      </div>
      <ContractTerms contract={c} />
      {waitingForMe && c.endsOnAccept && c.endsOnAccept.length > 0 && (
        <div className="contracts__warning" role="note" data-testid="contract-ends-on-accept">
          <p>{t('contracts.lowerRate.youLose', { count: c.endsOnAccept.length })}</p>
          <ul>
            {c.endsOnAccept.map((x) => (
              <li key={x.id}>
                {x.account} · {x.rate}%
              </li>
            ))}
          </ul>
        </div>
      )}
      {c.request && (
        <p className="contracts__request" data-testid="contract-request">
          {t(`contracts.request.${c.request.type}`)} ·{' '}
          {t(c.request.byMe ? 'contracts.waitingOther' : 'contracts.waitingYou')}
        </p>
      )}
      <div className="contracts__actions">
        {waitingForMe && (
          <>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={action.isPending}
              onClick={() => run('Accept')}
              data-testid="contract-accept"
            >
              {t('contracts.action.Accept')}
            </button>
            <button
              type="button"
              className="btn btn--outline btn--sm"
              disabled={action.isPending}
              onClick={() => run('Reject')}
              data-testid="contract-reject"
            >
              {t('contracts.action.Reject')}
            </button>
          </>
        )}
        {c.status === 'active' && c.request === null && c.myRole !== 'viewer' && (
          <button
            type="button"
            className="btn btn--outline btn--sm"
            disabled={action.isPending}
            onClick={() => run('Terminate')}
            data-testid="contract-terminate"
          >
            {t('contracts.action.Terminate')}
          </button>
        )}
      </div>
      {error && <FormError>{error}</FormError>}
    </li>
  );
}
