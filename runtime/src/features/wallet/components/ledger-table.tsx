// Ledger entries over a 7- or 30-day range, paged: transactionHistory (every type) and
// bonusDetails (one bonus type at a time).
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useTransactions, type LedgerType } from '../api/get-transactions.ts';
import { RangePicker } from './range-picker.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { formatTime } from '../lib/format-time.ts';
import { useRange } from './use-range.ts';
import '../wallet.css';

export function LedgerTable({ type, testId }: { type?: LedgerType | undefined; testId: string }) {
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
          <div className="wallet__table-wrap">
            <table className="wallet__table" data-testid="records-table">
              <thead>
                <tr>
                  <th>{t('wallet.col.time')}</th>
                  <th>{t('wallet.col.type')}</th>
                  <th className="num">{t('wallet.col.amount')}</th>
                  <th className="num">{t('wallet.col.balanceAfter')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.data.list.map((e) => (
                  <tr key={e.id} data-type={e.type}>
                    <td>{formatTime(e.timestamp, i18n.language)}</td>
                    <td>{t(`wallet.ledger.${e.type}`)}</td>
                    <td className={e.amount < 0 ? 'num neg' : 'num pos'}>{money(e.amount)}</td>
                    <td className="num">{money(e.balanceAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            pageNo={pageNo}
            totalPages={entries.data.totalPages}
            onChange={setPageNo}
            prevLabel={t('wallet.prev')}
            nextLabel={t('wallet.next')}
            testId="records-pager"
          />
        </>
      ) : (
        <p className="empty muted">{t('wallet.empty')}</p>
      )}
    </div>
  );
}
