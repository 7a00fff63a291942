import { useTranslation } from 'react-i18next';
import { formatTimeOfDay } from '../../../lib/dates.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useLotteryResults } from '../api/get-lottery-results.ts';
import { ResultDigits } from './result-digits.tsx';

/** The latest results of one game, newest first. */
export function ResultsList({ gameCode }: { gameCode: string }) {
  const { t, i18n } = useTranslation();
  const results = useLotteryResults(gameCode);
  return (
    <section
      className="lottery__card"
      aria-label={t('lottery.results')}
      data-testid="lottery-results"
    >
      <h2 className="lottery__h2">{t('lottery.results')}</h2>
      {results.isPending ? (
        <Spinner />
      ) : results.isError ? (
        <p className="form__error">{t(errorKeyOf(results.error))}</p>
      ) : results.data.list.length === 0 ? (
        <p className="muted">{t('lottery.noResultYet')}</p>
      ) : (
        <ol className="lottery__results">
          {results.data.list.map((r) => (
            <li key={r.drawId}>
              <span>
                {t('lottery.drawNo', { draw: r.drawId })}
                <time className="muted lottery__time">
                  {formatTimeOfDay(r.drawnAt, i18n.language)}
                </time>
              </span>
              <ResultDigits result={r.result} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
