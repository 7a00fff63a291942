// Today's raffle promotion in the reward centre: the tickets held (one free, more from today's
// valid bet), the prizes a ticket can draw, and the claim that draws them.
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useClaimRaffle } from '../api/claim-raffle.ts';
import { useRaffle } from '../api/get-raffle.ts';
import { FormError } from '../../../components/ui/form-end.tsx';

export function RaffleCard() {
  const { t } = useTranslation();
  const money = useMoney();
  const raffle = useRaffle();
  const claim = useClaimRaffle();
  const r = raffle.data;
  if (!r) return null;
  return (
    <div className="mc-card rewards__envelope" data-testid="raffle">
      <div className="rewards__envelope-icon" aria-hidden="true">
        <Icon name="gift" size={40} />
      </div>
      <div>
        <h3>{t('rewards.raffle.title')}</h3>
        <p className="muted">
          {t('rewards.raffle.rule', {
            ticketBet: money(r.ticketBet),
            max: r.maxTickets,
          })}
        </p>
        <p data-testid="raffle-tickets">{t('rewards.raffle.tickets', { count: r.tickets })}</p>
        <p className="muted">
          {t('rewards.raffle.prizes', { prizes: r.prizeTable.map((p) => money(p)).join(' · ') })}
        </p>
        {claim.data ? (
          <p className="notice notice--success" role="status" data-testid="raffle-won">
            {t('rewards.raffle.won', {
              count: claim.data.tickets,
              amount: money(claim.data.amount),
            })}
          </p>
        ) : (
          r.claimed && (
            <p className="muted" data-testid="raffle-claimed">
              {t('rewards.raffle.claimed', { amount: money(r.amount) })}
            </p>
          )
        )}
        {claim.isError && <FormError>{t(errorKeyOf(claim.error))}</FormError>}
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={r.claimed || claim.isPending || claim.isSuccess}
          data-testid="raffle-claim"
          onClick={() => claim.mutate(r.day)}
        >
          {t('rewards.raffle.claim')}
        </button>
      </div>
    </div>
  );
}
