import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useContracts } from '../api/list-contracts.ts';
import { ContractRow } from './contract-row.tsx';
import '../contracts.css';

/**
 * The member centre's "My contracts": contracts the member holds from its upline (a player can be
 * given one as well as an agent), with their terms and status, answered or terminated from here.
 */
export default function MyContracts() {
  const { t } = useTranslation();
  const list = useContracts({ role: 'downline' });
  if (list.isPending) return <Spinner />;
  if (list.isError) return <p className="form__error">{t(errorKeyOf(list.error))}</p>;
  if (list.data.list.length === 0) return <p className="empty muted">{t('contracts.none')}</p>;
  return (
    <ul className="contracts__list" data-testid="my-contracts">
      {list.data.list.map((c) => (
        <ContractRow key={c.id} contract={c} />
      ))}
    </ul>
  );
}
