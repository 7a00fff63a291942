// Promotions (spec §2, §4): every activity with the caller's status as a translated badge, its
// details, and the action its kind and status allow: apply (comment + images), claim or join.
// Visitors see the list; acting needs a real (non-trial) account.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { memberHref } from '../../../config/routes.ts';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { selectIsTrial, useSession } from '../../../lib/stores/session.ts';
import { useActivities, type Activity } from '../../../lib/api/get-activities.ts';
import '../promotions.css';
import { ActivityCard } from './activity-card.tsx';
import { ActivityDetails } from './activity-details.tsx';
import { ApplyModal } from './apply-modal.tsx';
import { FormDone } from '../../../components/ui/form-end.tsx';

export default function PromotionsPage() {
  const { t } = useTranslation();
  const activities = useActivities();
  const token = useSession((s) => s.token);
  const isTrial = useSession(selectIsTrial);
  const [applying, setApplying] = useState<Activity | null>(null);
  const [details, setDetails] = useState<Activity | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  /** Spec §4: a guest gets the login popup, a trial player the real-account warning. */
  const canAct = () => {
    if (!token) {
      useModals.getState().show('login');
      return false;
    }
    if (isTrial) {
      useModals.getState().alert({ message: 'in_need_true_account', tone: 'warning' });
      return false;
    }
    return true;
  };

  return (
    <div className="page promotions" data-testid="promotions-page">
      <header className="promotions__head">
        <h1 className="page__title">{t('nav.promotions')}</h1>
        {token && (
          <Link
            to={memberHref('rewardCenter')}
            className="btn btn--outline btn--sm"
            data-testid="promotions-reward-center"
          >
            <Icon name="star" size={16} />
            {t('promotions.rewardCenter')}
          </Link>
        )}
      </header>
      {notice && <FormDone testId="promotions-notice">{notice}</FormDone>}
      {activities.isPending ? (
        <Spinner />
      ) : activities.isError ? (
        <p className="form__error">{t(errorKeyOf(activities.error))}</p>
      ) : activities.data.list.length === 0 ? (
        <p className="muted empty">{t('promotions.empty')}</p>
      ) : (
        <ul className="card-grid promotions__list">
          {activities.data.list.map((a) => (
            <ActivityCard
              key={a.id}
              activity={a}
              onApply={() => canAct() && setApplying(a)}
              onDetails={() => setDetails(a)}
              canAct={canAct}
              onDone={setNotice}
            />
          ))}
        </ul>
      )}
      {applying && (
        <ApplyModal
          activity={applying}
          onClose={() => setApplying(null)}
          onApplied={() => {
            setApplying(null);
            setNotice(t('promotions.applied', { title: applying.title }));
          }}
        />
      )}
      {details && <ActivityDetails activity={details} onClose={() => setDetails(null)} />}
    </div>
  );
}
