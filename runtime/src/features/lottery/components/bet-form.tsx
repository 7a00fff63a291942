// The bet form: 2- or 3-digit picks from a number grid or typed, a stake per number, the total,
// and placeLotteryBet. Refusals (draw_closed, insufficient_balance, ...) show translated and the
// form stays filled; the button is disabled while a bet is on its way (no double send).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { getTenant } from '../../../config/tenant.ts';
import { LOTTERY } from '../../../config/constants.ts';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { formatCurrency } from '../../../lib/money.ts';
import { usePlaceLotteryBet } from '../api/place-lottery-bet.ts';
import {
  betTotal,
  gridNumbers,
  parsePicks,
  parseStake,
  picksError,
  type PickDigits,
} from '../lib/picks.ts';
import { useBetSlip } from '../stores/bet-slip.ts';
import { FormError, SubmitButton } from '../../../components/ui/form-end.tsx';

export function BetForm({
  gameCode,
  drawId,
  onDrawClosed,
}: {
  gameCode: string;
  drawId: number | null;
  onDrawClosed: () => void;
}) {
  const { t, i18n } = useTranslation();
  const symbol = getTenant().currency.symbol;
  const slip = useBetSlip();
  const place = usePlaceLotteryBet();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<{ id: number; total: number } | null>(null);

  const stake = parseStake(slip.stake);
  const total = 'stake' in stake ? betTotal(stake.stake, slip.picks.length) : 0;

  const addTyped = () => {
    const { picks, invalid } = parsePicks(typed, slip.digits);
    slip.addPicks(picks);
    setTyped(invalid.join(' '));
    setError(invalid.length ? 'lottery.error.invalidPick' : null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (place.isPending) return;
    setPlaced(null);
    const problem =
      drawId === null
        ? 'lottery.noOpenDraw'
        : (picksError(slip.picks, slip.digits) ?? ('error' in stake ? stake.error : null));
    setError(problem);
    if (problem || drawId === null || !('stake' in stake)) return;
    place.mutate(
      { gameCode, drawId, numbers: slip.picks, stake: stake.stake },
      {
        onSuccess: (bet) => {
          setPlaced({ id: bet.id, total: bet.total });
          slip.clearPicks();
        },
        onError: (err) => {
          const key = errorKeyOf(err);
          setError(key);
          if (key === 'draw_closed') onDrawClosed();
        },
      },
    );
  };

  return (
    <form className="lottery__card form" onSubmit={submit} noValidate data-testid="bet-form">
      <Tabs
        items={LOTTERY.pickDigits.map((d) => ({ key: String(d), label: t(`lottery.digits${d}`) }))}
        value={String(slip.digits)}
        onChange={(k) => slip.setDigits(Number(k) as PickDigits)}
      />
      {slip.digits === 3 && (
        <div className="chips" aria-label={t('lottery.hundreds')}>
          {Array.from({ length: 10 }, (_, h) => (
            <button
              key={h}
              type="button"
              className={h === slip.hundreds ? 'chip is-active' : 'chip'}
              onClick={() => slip.setHundreds(h)}
            >
              {`${h}00`}
            </button>
          ))}
        </div>
      )}
      <div className="lottery__grid" role="group" aria-label={t('lottery.numbers')}>
        {gridNumbers(slip.digits, slip.hundreds).map((n) => (
          <button
            key={n}
            type="button"
            className={slip.picks.includes(n) ? 'lottery__num is-picked' : 'lottery__num'}
            aria-pressed={slip.picks.includes(n)}
            onClick={() => slip.toggle(n)}
            data-testid={`pick-${n}`}
          >
            {n}
          </button>
        ))}
      </div>
      <div className="form__row">
        <input
          className="input"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              addTyped();
            }
          }}
          placeholder={t('lottery.typePicks', { digits: slip.digits })}
          aria-label={t('lottery.typePicks', { digits: slip.digits })}
          inputMode="numeric"
          data-testid="typed-picks"
        />
        <button type="button" className="btn btn--outline btn--sm" onClick={addTyped}>
          {t('lottery.add')}
        </button>
      </div>
      <p className="lottery__picked" data-testid="picked">
        <span className="muted">{t('lottery.picked', { count: slip.picks.length })}</span>{' '}
        {slip.picks.join(' ')}
        {slip.picks.length > 0 && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={slip.clearPicks}>
            {t('lottery.clear')}
          </button>
        )}
      </p>
      <label className="field">
        <span className="field__label">{t('lottery.stakePerNumber')}</span>
        <input
          className="input"
          name="stake"
          inputMode="decimal"
          value={slip.stake}
          onChange={(e) => slip.setStake(e.target.value)}
          data-testid="stake"
        />
      </label>
      <p className="lottery__total">
        {t('lottery.total')}{' '}
        <strong data-testid="bet-total">{formatCurrency(total, symbol, i18n.language)}</strong>
      </p>
      {error && <FormError testId="bet-error">{t(error)}</FormError>}
      {placed && (
        <p className="notice notice--success" role="status" data-testid="bet-placed">
          {t('lottery.placed', {
            id: placed.id,
            total: formatCurrency(placed.total, symbol, i18n.language),
          })}
        </p>
      )}
      <SubmitButton
        busy={place.isPending}
        label={t('lottery.placeBet')}
        testId="bet-submit"
        block
      />
    </form>
  );
}
