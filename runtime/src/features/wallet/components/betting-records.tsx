// personalHistoryCopy: the member's bets over a 7- or 30-day range, totals over the range, paged.
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { RecordTable, signTone } from '../../../components/ui/record-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useBettingRecords } from '../api/get-betting-records.ts';
import { RangePicker } from './range-picker.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { useVendorName } from '../../../lib/vendor-name.ts';
import { formatTime } from '../lib/format-time.ts';
import { useRange } from './use-range.ts';
import '../wallet.css';

export default function BettingRecords() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const vendorName = useVendorName();
  const { days, setDays, pageNo, setPageNo, range } = useRange();
  const bets = useBettingRecords({ ...range, pageNo });
  return (
    <div data-testid="betting-records">
      <RangePicker value={days} onChange={setDays} />
      <p className="muted" data-testid="records-range">
        <time dateTime={range.startDate}>{formatDay(range.startDate, i18n.language)}</time> –{' '}
        <time dateTime={range.endDate}>{formatDay(range.endDate, i18n.language)}</time>
      </p>
      {bets.isError && <p className="form__error">{t(errorKeyOf(bets.error))}</p>}
      {bets.isPending ? (
        <Spinner />
      ) : bets.data ? (
        <>
          <div className="wallet__totals">
            <span>
              {t('wallet.bets.count')}:{' '}
              <strong data-testid="records-total">{bets.data.totals.count}</strong>
            </span>
            <span>
              {t('wallet.bets.stake')}: <strong>{money(bets.data.totals.stake)}</strong>
            </span>
            <span>
              {t('wallet.bets.payout')}: <strong>{money(bets.data.totals.payout)}</strong>
            </span>
            <span>
              {t('wallet.bets.net')}:{' '}
              <strong className={bets.data.totals.net < 0 ? 'neg' : 'pos'}>
                {money(bets.data.totals.net)}
              </strong>
            </span>
          </div>
          {bets.data.list.length === 0 ? (
            <p className="empty muted">{t('wallet.empty')}</p>
          ) : (
            <RecordTable
              block="wallet"
              label={t('member.tab.personalHistoryCopy')}
              testId="records-table"
              rows={bets.data.list}
              rowKey={(b) => b.id}
              columns={[
                {
                  key: 'time',
                  head: t('wallet.col.time'),
                  cell: (b) => formatTime(b.at, i18n.language),
                },
                { key: 'game', head: t('wallet.bets.game'), cell: (b) => b.gameName },
                {
                  key: 'vendor',
                  head: t('wallet.bets.vendor'),
                  cell: (b) => vendorName(b.vassalage),
                },
                {
                  key: 'stake',
                  head: t('wallet.bets.stake'),
                  num: true,
                  cell: (b) => money(b.stake),
                },
                {
                  key: 'payout',
                  head: t('wallet.bets.payout'),
                  num: true,
                  cell: (b) => money(b.payout),
                },
                {
                  key: 'net',
                  head: t('wallet.bets.net'),
                  num: true,
                  cell: (b) => money(b.net),
                  cellClass: (b) => signTone(b.net),
                },
              ]}
            />
          )}
          <Pager
            pageNo={pageNo}
            totalPages={bets.data.totalPages}
            onChange={setPageNo}
            testId="records-pager"
          />
        </>
      ) : null}
    </div>
  );
}
