// Ledger entries over a 7- or 30-day range, paged: transactionHistory (every type) and
// bonusDetails (one bonus type at a time).
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { RecordTable, signTone } from '../../../components/ui/record-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useTransactions, type LedgerType } from '../api/get-transactions.ts';
import { RangePicker } from './range-picker.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { formatTime } from '../lib/format-time.ts';
import { useRange } from './use-range.ts';
import '../wallet.css';

interface Props {
  type?: LedgerType | undefined;
  /** What the entries are, naming the table for a keyboard or screen-reader user. */
  label: string;
  testId: string;
}

export function LedgerTable({ type, label, testId }: Props) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { days, setDays, pageNo, setPageNo, range } = useRange();
  const entries = useTransactions({ ...range, pageNo, type });
  return (
    <div data-testid={testId}>
      <RangePicker value={days} onChange={setDays} />
      <p className="muted" data-testid="records-range">
        <time dateTime={range.startDate}>{formatDay(range.startDate, i18n.language)}</time> –{' '}
        <time dateTime={range.endDate}>{formatDay(range.endDate, i18n.language)}</time>
        {entries.data && <> · {t('wallet.records.total', { count: entries.data.total })}</>}
      </p>
      {entries.isError && <p className="form__error">{t(errorKeyOf(entries.error))}</p>}
      {entries.isPending ? (
        <Spinner />
      ) : entries.data && entries.data.list.length > 0 ? (
        <>
          <RecordTable
            block="wallet"
            label={label}
            testId="records-table"
            rows={entries.data.list}
            rowKey={(e) => e.id}
            rowData={(e) => ({ 'data-type': e.type })}
            columns={[
              {
                key: 'time',
                head: t('wallet.col.time'),
                cell: (e) => formatTime(e.timestamp, i18n.language),
              },
              {
                key: 'type',
                head: t('wallet.col.type'),
                cell: (e) => t(`wallet.ledger.${e.type}`),
              },
              {
                key: 'amount',
                head: t('wallet.col.amount'),
                num: true,
                cell: (e) => money(e.amount),
                cellClass: (e) => signTone(e.amount),
              },
              {
                key: 'after',
                head: t('wallet.col.balanceAfter'),
                num: true,
                cell: (e) => money(e.balanceAfter),
              },
            ]}
          />
          <Pager
            pageNo={pageNo}
            totalPages={entries.data.totalPages}
            onChange={setPageNo}
            testId="records-pager"
          />
        </>
      ) : (
        <p className="empty muted">{t('wallet.empty')}</p>
      )}
    </div>
  );
}
