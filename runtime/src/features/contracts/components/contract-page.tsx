import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useContracts } from '../api/list-contracts.ts';
import type { ContractKind } from '../api/offer-contract.ts';
import { ContractRow } from './contract-row.tsx';
import type { FindDownlines } from '../lib/downlines.ts';
import { OfferForm } from './offer-form.tsx';
import '../contracts.css';

export interface ContractPageProps {
  kind: ContractKind;
  findDownlines: FindDownlines;
}

const STATUSES = ['all', 'pending', 'active', 'rejected', 'terminated'] as const;

/** An agent-centre contract page: offer to a direct downline, then the contracts of this kind. */
export default function ContractPage({ kind, findDownlines }: ContractPageProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('all');
  const list = useContracts({ kind, ...(status === 'all' ? {} : { status }) });
  return (
    <section className="contracts" data-testid={`contracts-${kind}`}>
      <OfferForm kind={kind} findDownlines={findDownlines} />
      <h2 className="agent-subtitle">{t('contracts.listTitle')}</h2>
      <div className="chips">
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={s === status ? 'chip is-active' : 'chip'}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {t(s === 'all' ? 'contracts.all' : `contracts.status.${s}`)}
          </button>
        ))}
      </div>
      {list.isError && <p className="form__error">{t(errorKeyOf(list.error))}</p>}
      {list.isPending ? (
        <Spinner />
      ) : list.data?.list.length === 0 ? (
        <p className="empty muted">{t('contracts.none')}</p>
      ) : (
        <ul className="contracts__list" data-testid="contract-list">
          {list.data?.list.map((c) => (
            <ContractRow key={c.id} contract={c} />
          ))}
        </ul>
      )}
    </section>
  );
}
