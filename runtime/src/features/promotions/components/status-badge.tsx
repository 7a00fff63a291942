import { useTranslation } from 'react-i18next';
import type { ActivityStatus } from '../../../lib/api/get-activities.ts';

const TONE: Record<ActivityStatus, 'open' | 'wait' | 'done' | 'closed'> = {
  Join: 'open',
  Claim: 'open',
  Applying: 'wait',
  Process: 'wait',
  'coming soon': 'wait',
  Issued: 'done',
  Claimed: 'done',
  Joined: 'done',
  Closed: 'closed',
  Rejected: 'closed',
};

/** An activity status of spec §4 as a translated badge. */
export function StatusBadge({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`promo-badge is-${TONE[status]}`}
      data-testid="activity-status"
      data-status={status}
    >
      {t(`promotions.status.${status}`)}
    </span>
  );
}
