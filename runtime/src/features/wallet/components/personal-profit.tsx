// personalProfit: profit and loss per day and totals (profitLoss op) over a 7- or 30-day range.
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates.ts';
import { RecordTable, signTone } from '../../../components/ui/record-table.tsx';
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
          <RecordTable
            block="wallet"
            label={t('account.personalProfit')}
            testId="records-table"
            rows={[...pl.data.rows].reverse()}
            rowKey={(r) => r.date}
            columns={[
              {
                key: 'date',
                head: t('wallet.col.date'),
                cell: (r) => formatDay(r.date, i18n.language),
              },
              ...COLUMNS.map((c) => ({
                key: c,
                head: t(`wallet.pl.${c}`),
                num: true,
                cell: (r: (typeof pl.data.rows)[number]) => money(r[c]),
                cellClass:
                  c === 'net' ? (r: (typeof pl.data.rows)[number]) => signTone(r.net) : undefined,
              })),
            ]}
          />
        </>
      ) : null}
    </div>
  );
}
