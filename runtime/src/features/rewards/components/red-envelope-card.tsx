// Today's red envelope: opened once a day for a random bonus.
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useRewardCenter } from '../../../lib/api/get-reward-center.ts';
import { useOpenRedEnvelope } from '../api/open-red-envelope.ts';
import { useMoney } from '../../../lib/use-money.ts';

export function RedEnvelopeCard() {
  const { t } = useTranslation();
  const money = useMoney();
  const center = useRewardCenter();
  const open = useOpenRedEnvelope();
  const available = center.data?.redEnvelopeAvailable ?? false;
  return (
    <div className="mc-card rewards__envelope" data-testid="red-envelope">
      <div className="rewards__envelope-icon" aria-hidden="true">
        <Icon name="gift" size={40} />
      </div>
      <div>
        <h3>{t('rewards.envelope.title')}</h3>
        {open.data ? (
          <p className="notice notice--success" data-testid="red-envelope-won">
            {t('rewards.envelope.won', { amount: money(open.data.amount) })}
          </p>
        ) : (
          <p className="muted">
            {t(available ? 'rewards.envelope.available' : 'rewards.envelope.opened')}
          </p>
        )}
        {open.isError && <p className="form__error">{t(errorKeyOf(open.error))}</p>}
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={!available || open.isPending || open.isSuccess}
          data-testid="red-envelope-open"
          onClick={() => open.mutate()}
        >
          {t('rewards.envelope.open')}
        </button>
      </div>
    </div>
  );
}
