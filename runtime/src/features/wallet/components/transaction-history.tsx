// transactionHistory: every ledger entry of the member (transactionHistory op).
import { useTranslation } from 'react-i18next';
import { LedgerTable } from './ledger-table.tsx';

export default function TransactionHistory() {
  const { t } = useTranslation();
  return <LedgerTable label={t('member.tab.transactionHistory')} testId="transaction-history" />;
}
