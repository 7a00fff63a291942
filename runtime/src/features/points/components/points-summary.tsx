import { useTranslation } from 'react-i18next';
import { getTenant } from '../../../config/tenant.ts';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { formatCurrency, formatMoney } from '../../../lib/money.ts';
import { usePointsBalance } from '../api/get-points-balance.ts';
import { usePointsConfig } from '../api/get-points-config.ts';
import { POINTS_TYPES } from '../lib/convert.ts';

/** Points balance, what it converts into, the earning and conversion ratios, never-expire note. */
export function PointsSummary() {
  const { t, i18n } = useTranslation();
  const symbol = getTenant().currency.symbol;
  const balance = usePointsBalance();
  const config = usePointsConfig();
  const num = (n: number) => formatMoney(n, i18n.language);
  return (
    <section className="points__summary">
      <div className="points__stat">
        <span className="muted">{t('points.balance')}</span>
        <strong className="points__big" data-testid="points-balance">
          {balance.data
            ? num(balance.data.points)
            : balance.isError
              ? t(errorKeyOf(balance.error))
              : '—'}
        </strong>
        {balance.data && (
          <span className="muted">
            {t('points.worth', {
              amount: formatCurrency(balance.data.convertibleAmount, symbol, i18n.language),
            })}
          </span>
        )}
      </div>
      <div className="points__stat">
        <span className="muted">{t('points.ratio')}</span>
        <strong data-testid="points-ratio">
          {config.data
            ? t('points.ratioValue', {
                points: num(config.data.conversion.points),
                amount: formatCurrency(config.data.conversion.amount, symbol, i18n.language),
              })
            : '—'}
        </strong>
        <span className="points__never" data-testid="points-never-expire">
          {t('points.neverExpire')}
        </span>
      </div>
      {config.data && (
        <details className="points__earn">
          <summary>{t('points.earning')}</summary>
          <ul>
            {POINTS_TYPES.filter((k) => k in config.data.ratios).map((k) => (
              <li key={k}>
                <span>{t(`points.type.${k}`)}</span>
                <span>
                  {t('points.perUnit', {
                    points: config.data.ratios[k as keyof typeof config.data.ratios],
                  })}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
