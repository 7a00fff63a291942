import { useTranslation } from 'react-i18next';
import { getTenant } from '../../../config/tenant.ts';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { formatCurrency } from '../../../lib/money.ts';
import { useClaimActivity } from '../../../lib/api/claim-activity.ts';
import type { Activity } from '../../../lib/api/get-activities.ts';
import { PromoImage } from './promo-image.tsx';
import { StatusBadge } from './status-badge.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { FormError } from '../../../components/ui/form-end.tsx';

/** One activity: image, title, period, bonus, status and the action it allows now. */
export function ActivityCard({
  activity: a,
  onApply,
  onDetails,
  canAct,
  onDone,
}: {
  activity: Activity;
  onApply: () => void;
  onDetails: () => void;
  canAct: () => boolean;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const claim = useClaimActivity();
  const symbol = getTenant().currency.symbol;
  const date = (ms: number) => formatDate(ms, i18n.language);
  const claimable =
    (a.kind === 'claim' && a.status === 'Claim') || (a.kind === 'join' && a.status === 'Join');
  const applicable = a.kind === 'apply' && a.status === 'Join';

  const doClaim = () => {
    if (claim.isPending || !canAct()) return;
    claim.mutate(a.id, {
      onSuccess: (r) =>
        onDone(
          r.status === 'Joined'
            ? t('promotions.joined', { title: a.title })
            : t('promotions.claimed', { amount: formatCurrency(r.amount, symbol, i18n.language) }),
        ),
    });
  };

  return (
    <li className="media-card promo-card" data-testid={`activity-${a.id}`} data-kind={a.kind}>
      <PromoImage src={a.image} alt={a.title} />
      <div className="promo-card__body">
        <div className="promo-card__top">
          <h2 className="promo-card__title">{a.title}</h2>
          <StatusBadge status={a.status} />
        </div>
        <p className="muted promo-card__desc">{a.description}</p>
        <p className="promo-card__meta">
          <span>{t('promotions.period', { from: date(a.startAt), to: date(a.endAt) })}</span>
          {a.bonus > 0 && (
            <span>
              {t('promotions.bonus', { amount: formatCurrency(a.bonus, symbol, i18n.language) })}
            </span>
          )}
        </p>
        {claim.isError && <FormError>{t(errorKeyOf(claim.error))}</FormError>}
        <div className="promo-card__actions">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={onDetails}
            data-testid="activity-details"
          >
            {t('promotions.details')}
          </button>
          {applicable && (
            <button
              type="button"
              className="btn btn--primary btn--sm"
              onClick={onApply}
              data-testid="activity-apply"
            >
              {t('promotions.action.apply')}
            </button>
          )}
          {claimable && (
            <button
              type="button"
              className="btn btn--primary btn--sm"
              onClick={doClaim}
              disabled={claim.isPending}
              data-testid="activity-claim"
            >
              {t(a.kind === 'join' ? 'promotions.action.join' : 'promotions.action.claim')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
