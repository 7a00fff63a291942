// personalProfit: profit and loss per day and totals (profitLoss op) over a 7- or 30-day range.
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useProfitLoss } from '../api/get-profit-loss.ts';
import { RangePicker } from './range-picker.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { useRange } from './use-range.ts';
import '../wallet.css';

const COLUMNS = ['bets', 'payouts', 'net', 'deposits', 'withdrawals', 'bonuses'] as const;

export default function PersonalProfit() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { days, setDays, range } = useRange();
  const pl = useProfitLoss(range);
  return (
    <div data-testid="personal-profit">
      <RangePicker value={days} onChange={setDays} />
      {pl.isError && <p className="form__error">{t(errorKeyOf(pl.error))}</p>}
      {pl.isPending ? (
        <Spinner />
      ) : pl.data ? (
        <>
          <div className="wallet__stats">
            {COLUMNS.map((c) => (
              <div key={c} className="wallet__stat" data-testid={`pl-${c}`}>
                <span className="muted">{t(`wallet.pl.${c}`)}</span>
                <strong
                  className={c === 'net' ? (pl.data.totals.net < 0 ? 'neg' : 'pos') : undefined}
                >
                  {money(pl.data.totals[c])}
                </strong>
              </div>
            ))}
          </div>
          <div className="wallet__table-wrap">
            <table className="wallet__table" data-testid="records-table">
              <thead>
                <tr>
                  <th>{t('wallet.col.date')}</th>
                  {COLUMNS.map((c) => (
                    <th key={c} className="num">
                      {t(`wallet.pl.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...pl.data.rows].reverse().map((r) => (
                  <tr key={r.date}>
                    <td>{formatDay(r.date, i18n.language)}</td>
                    {COLUMNS.map((c) => (
                      <td
                        key={c}
                        className={c === 'net' ? (r.net < 0 ? 'num neg' : 'num pos') : 'num'}
                      >
                        {money(r[c])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </div>
  );
}
