// Credit report: a simple statement for the range — opening balance, money in and out by kind,
// closing balance — from profitLoss totals and the current balance.
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useBalance } from '../../../lib/api/get-balance.ts';
import { useProfitLoss } from '../api/get-profit-loss.ts';
import { RangePicker } from './range-picker.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { useRange } from './use-range.ts';
import '../wallet.css';

export default function CreditReport() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { days, setDays, range } = useRange();
  const pl = useProfitLoss(range);
  const balance = useBalance();
  if (pl.isError) return <p className="form__error">{t(errorKeyOf(pl.error))}</p>;
  if (pl.isPending || !balance.data) return <Spinner />;
  const x = pl.data.totals;
  const movement = x.deposits - x.withdrawals + x.net + x.bonuses;
  const lines: [string, number][] = [
    ['wallet.pl.deposits', x.deposits],
    ['wallet.pl.withdrawals', -x.withdrawals],
    ['wallet.pl.bets', -x.bets],
    ['wallet.pl.payouts', x.payouts],
    ['wallet.pl.bonuses', x.bonuses],
  ];
  return (
    <div data-testid="credit-report">
      <RangePicker value={days} onChange={setDays} />
      <div className="mc-card">
        <h3>
          {t('wallet.credit.statement')} {formatDay(pl.data.startDate, i18n.language)} –{' '}
          {formatDay(pl.data.endDate, i18n.language)}
        </h3>
        <dl className="mc-dl">
          {lines.map(([label, value]) => (
            <div key={label} className="wallet__line">
              <dt>{t(label)}</dt>
              <dd className={value < 0 ? 'num neg' : 'num'}>{money(value)}</dd>
            </div>
          ))}
          <div className="wallet__line wallet__line--total">
            <dt>{t('wallet.credit.movement')}</dt>
            <dd className={movement < 0 ? 'num neg' : 'num pos'}>{money(movement)}</dd>
          </div>
          <div className="wallet__line wallet__line--total">
            <dt>{t('wallet.credit.balanceNow')}</dt>
            <dd className="num" data-testid="credit-balance">
              {money(balance.data.balance)}
            </dd>
          </div>
        </dl>
        <p className="muted">{t('wallet.credit.note')}</p>
      </div>
    </div>
  );
}
