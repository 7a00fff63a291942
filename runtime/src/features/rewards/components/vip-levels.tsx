// VIP levels by total valid bet, the member's level and progress, and level-up bonuses to claim.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useClaimVipBonus } from '../api/claim-vip-bonus.ts';
import { useVipLevels } from '../api/get-vip-levels.ts';
import { useMoney } from '../../../lib/use-money.ts';

export function VipLevels({ onlyClaimable = false }: { onlyClaimable?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const vip = useVipLevels();
  const claim = useClaimVipBonus();
  if (vip.isPending) return <Spinner />;
  if (vip.isError) return <p className="form__error">{t(errorKeyOf(vip.error))}</p>;
  const next = vip.data.list.find((l) => !l.reached);
  const levels = onlyClaimable
    ? vip.data.list.filter((l) => l.reached && !l.claimed && l.bonus > 0)
    : vip.data.list;
  return (
    <div data-testid="vip-levels">
      {!onlyClaimable && (
        <div className="mc-card">
          <p>
            {t('rewards.vip.current')}: <strong data-testid="vip-level">{vip.data.level}</strong> ·{' '}
            {t('rewards.vip.validBet')}: <strong>{money(vip.data.validBet)}</strong>
          </p>
          {next && (
            <>
              <div className="rewards__bar" aria-hidden="true">
                <span
                  style={{
                    width: `${Math.min(100, (vip.data.validBet / next.minValidBet) * 100)}%`,
                  }}
                />
              </div>
              <p className="muted">
                {t('rewards.vip.toNext', {
                  name: next.name,
                  amount: money(Math.max(0, next.minValidBet - vip.data.validBet)),
                })}
              </p>
            </>
          )}
        </div>
      )}
      {claim.isError && <p className="form__error">{t(errorKeyOf(claim.error))}</p>}
      {levels.length === 0 ? (
        onlyClaimable ? null : (
          <p className="empty muted">{t('rewards.none')}</p>
        )
      ) : (
        <ul className="rewards__list">
          {levels.map((l) => (
            <li
              key={l.level}
              className={l.reached ? 'rewards__item is-reached' : 'rewards__item'}
              data-testid={`vip-${l.level}`}
            >
              <div>
                <strong>{l.name}</strong>
                <p className="muted">{t('rewards.vip.needs', { amount: money(l.minValidBet) })}</p>
              </div>
              <span className="rewards__amount">{money(l.bonus)}</span>
              {l.claimed ? (
                <span className="status status--ok">{t('rewards.claimed')}</span>
              ) : (
                <button
                  type="button"
                  className="btn btn--primary btn--sm"
                  disabled={!l.reached || claim.isPending}
                  onClick={() => claim.mutate(l.level)}
                >
                  {t('rewards.claim')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function VipPanel() {
  return <VipLevels />;
}
