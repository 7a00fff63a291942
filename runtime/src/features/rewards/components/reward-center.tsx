// rewardCenter: the counts (available promotions, unclaimed rewards), activities to claim or
// join, today's red envelope, today's raffle and VIP level-up bonuses.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/routes.ts';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useClaimActivity } from '../../../lib/api/claim-activity.ts';
import { useActivities } from '../../../lib/api/get-activities.ts';
import { useRewardCenter } from '../../../lib/api/get-reward-center.ts';
import { RaffleCard } from './raffle-card.tsx';
import { RedEnvelopeCard } from './red-envelope-card.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { VipLevels } from './vip-levels.tsx';
import '../rewards.css';

export default function RewardCenter() {
  const { t } = useTranslation();
  const money = useMoney();
  const center = useRewardCenter();
  const activities = useActivities();
  const claim = useClaimActivity();
  const actionable = (activities.data?.list ?? []).filter(
    (a) => a.kind !== 'apply' && (a.status === 'Claim' || a.status === 'Join'),
  );
  return (
    <div data-testid="reward-center">
      <div className="wallet-like rewards__counts">
        <div className="rewards__count">
          <span className="muted">{t('rewards.center.promos')}</span>
          <strong data-testid="reward-promos">{center.data?.availablePromoCount ?? '—'}</strong>
        </div>
        <div className="rewards__count">
          <span className="muted">{t('rewards.center.unclaimed')}</span>
          <strong data-testid="reward-unclaimed">{center.data?.unclaimedRewards ?? '—'}</strong>
        </div>
      </div>
      <div className="mc-card">
        <h3>{t('rewards.center.activities')}</h3>
        {claim.isError && <p className="form__error">{t(errorKeyOf(claim.error))}</p>}
        {activities.isPending ? (
          <Spinner />
        ) : actionable.length === 0 ? (
          <p className="muted">{t('rewards.none')}</p>
        ) : (
          <ul className="rewards__list">
            {actionable.map((a) => (
              <li key={a.id} className="rewards__item" data-testid={`activity-${a.id}`}>
                <div>
                  <strong>{a.title}</strong>
                  <p className="muted">{a.description}</p>
                </div>
                {a.bonus > 0 && <span className="rewards__amount">{money(a.bonus)}</span>}
                <button
                  type="button"
                  className="btn btn--primary btn--sm"
                  disabled={claim.isPending}
                  onClick={() => claim.mutate(a.id)}
                >
                  {t(a.status === 'Join' ? 'rewards.join' : 'rewards.claim')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <Link className="link" to={paths.promotions}>
          {t('rewards.center.allPromotions')}
        </Link>
      </div>
      <RedEnvelopeCard />
      <RaffleCard />
      <div className="mc-card">
        <h3>{t('rewards.vip.bonus')}</h3>
        <VipLevels onlyClaimable />
        <p className="muted">{t('rewards.vip.hint')}</p>
      </div>
    </div>
  );
}
