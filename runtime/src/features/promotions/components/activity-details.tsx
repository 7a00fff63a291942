import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { getTenant } from '../../../config/tenant.ts';
import { formatCurrency } from '../../../lib/money.ts';
import type { Activity } from '../../../lib/api/get-activities.ts';
import { PromoImage } from './promo-image.tsx';
import { StatusBadge } from './status-badge.tsx';
import { formatDateTime } from '../../../lib/dates.ts';

/** The details of one activity (its text is plain text from the server, never HTML). */
export function ActivityDetails({
  activity: a,
  onClose,
}: {
  activity: Activity;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const symbol = getTenant().currency.symbol;
  const date = (ms: number) => formatDateTime(ms, i18n.language);
  return (
    <Modal title={a.title} onClose={onClose} testId="activity-details-modal">
      <div className="promo-details">
        <PromoImage src={a.image} alt={a.title} />
        <StatusBadge status={a.status} />
        <p>{a.description}</p>
        <dl className="promo-details__list">
          <dt>{t('promotions.starts')}</dt>
          <dd>{date(a.startAt)}</dd>
          <dt>{t('promotions.ends')}</dt>
          <dd>{date(a.endAt)}</dd>
          <dt>{t('promotions.kind')}</dt>
          <dd>{t(`promotions.kind.${a.kind}`)}</dd>
          {a.bonus > 0 && (
            <>
              <dt>{t('promotions.bonusLabel')}</dt>
              <dd>{formatCurrency(a.bonus, symbol, i18n.language)}</dd>
            </>
          )}
        </dl>
      </div>
    </Modal>
  );
}
