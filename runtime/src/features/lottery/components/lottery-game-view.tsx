// One lottery game: the open draws with a live countdown, the bet form, the player's bets on this
// game and its latest results.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import type { LotteryGame } from '../api/get-lottery-menus.ts';
import { lotteryResultsQueryOptions } from '../api/get-lottery-results.ts';
import { useOpenedDraws } from '../api/get-opened-draws.ts';
import { useBetSlip } from '../stores/bet-slip.ts';
import { BetForm } from './bet-form.tsx';
import { Countdown } from './countdown.tsx';
import { MyBets } from './my-bets.tsx';
import { ResultsList } from './results-list.tsx';

export function LotteryGameView({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const opened = useOpenedDraws(game.gameCode, game.area);
  const [drawId, setDrawId] = useState<number | null>(null);
  const reset = useBetSlip((s) => s.reset);
  useEffect(() => reset, [reset]);

  const draws = opened.data?.draws ?? [];
  const current = draws[0];
  const selected = draws.find((d) => d.drawId === drawId) ?? current;
  const { refetch } = opened;
  const onElapsed = useCallback(() => {
    void refetch();
    void queryClient.invalidateQueries(lotteryResultsQueryOptions(game.gameCode));
  }, [refetch, queryClient, game.gameCode]);

  return (
    <div className="lottery__game-view" data-testid="lottery-game">
      <section className="lottery__card lottery__draws" aria-label={t('lottery.openDraws')}>
        {opened.isPending ? (
          <Spinner />
        ) : opened.isError ? (
          <p className="form__error">{t(errorKeyOf(opened.error))}</p>
        ) : current ? (
          <>
            <div className="lottery__draw-now">
              <span className="muted">{t('lottery.drawCloses', { draw: current.drawId })}</span>
              <Countdown
                key={current.drawId}
                closesAt={current.closesAt}
                offsetMs={opened.data.offsetMs}
                onElapsed={onElapsed}
              />
            </div>
            <div className="chips" role="radiogroup" aria-label={t('lottery.chooseDraw')}>
              {draws.map((d) => (
                <button
                  key={d.drawId}
                  type="button"
                  role="radio"
                  aria-checked={d.drawId === selected?.drawId}
                  className={d.drawId === selected?.drawId ? 'chip is-active' : 'chip'}
                  onClick={() => setDrawId(d.drawId)}
                  data-testid={`draw-${d.drawId}`}
                >
                  {t('lottery.drawNo', { draw: d.drawId })}
                </button>
              ))}
            </div>
          </>
        ) : (
          <p className="muted">{t('lottery.noOpenDraw')}</p>
        )}
      </section>
      <div className="lottery__columns">
        <BetForm
          gameCode={game.gameCode}
          drawId={selected?.drawId ?? null}
          onDrawClosed={() => void refetch()}
        />
        <ResultsList gameCode={game.gameCode} />
      </div>
      <MyBets gameCode={game.gameCode} />
    </div>
  );
}
