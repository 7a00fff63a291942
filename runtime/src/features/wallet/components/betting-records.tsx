// personalHistoryCopy: the member's bets over a 7- or 30-day range, totals over the range, paged.
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates.ts';
import { Pager } from '../../../components/ui/pager.tsx';
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
            <div className="wallet__table-wrap">
              <table className="wallet__table" data-testid="records-table">
                <thead>
                  <tr>
                    <th>{t('wallet.col.time')}</th>
                    <th>{t('wallet.bets.game')}</th>
                    <th>{t('wallet.bets.vendor')}</th>
                    <th className="num">{t('wallet.bets.stake')}</th>
                    <th className="num">{t('wallet.bets.payout')}</th>
                    <th className="num">{t('wallet.bets.net')}</th>
                  </tr>
                </thead>
                <tbody>
                  {bets.data.list.map((b) => (
                    <tr key={b.id}>
                      <td>{formatTime(b.at, i18n.language)}</td>
                      <td>{b.gameName}</td>
                      <td>{vendorName(b.vassalage)}</td>
                      <td className="num">{money(b.stake)}</td>
                      <td className="num">{money(b.payout)}</td>
                      <td className={b.net < 0 ? 'num neg' : 'num pos'}>{money(b.net)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            pageNo={pageNo}
            totalPages={bets.data.totalPages}
            onChange={setPageNo}
            prevLabel={t('wallet.prev')}
            nextLabel={t('wallet.next')}
            testId="records-pager"
          />
        </>
      ) : null}
    </div>
  );
}
