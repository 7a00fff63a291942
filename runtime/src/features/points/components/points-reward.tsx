import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money.ts';
import { usePointsReward } from '../api/get-points-reward.ts';

/** Points rewarded so far: today and in all, by earning type (types that earned nothing hidden). */
export function PointsReward() {
  const { t, i18n } = useTranslation();
  const reward = usePointsReward();
  const r = reward.data;
  if (!r) return null;
  const num = (n: number) => formatMoney(n, i18n.language);
  const earning = r.byType.filter((x) => x.total > 0);
  return (
    <section className="points__summary" data-testid="points-reward">
      <div className="points__stat">
        <span className="muted">{t('points.reward.today')}</span>
        <strong data-testid="points-reward-today">{num(r.today)}</strong>
      </div>
      <div className="points__stat">
        <span className="muted">{t('points.reward.total')}</span>
        <strong data-testid="points-reward-total">{num(r.total)}</strong>
        {earning.length > 0 && (
          <details className="points__earn">
            <summary>{t('points.reward.byType')}</summary>
            <ul>
              {earning.map((x) => (
                <li key={x.type}>
                  <span>{t(`points.type.${x.type}`)}</span>
                  <span>
                    {num(x.today)} / {num(x.total)}
                  </span>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </section>
  );
}
