// transactionHistory: every ledger entry of the member (transactionHistory op).
import { LedgerTable } from './ledger-table.tsx';

export default function TransactionHistory() {
  return <LedgerTable testId="transaction-history" />;
}
