import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getTenant } from '../../../config/tenant.ts';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { formatCurrency } from '../../../lib/money.ts';
import { useLotteryBets } from '../api/get-lottery-bets.ts';
import { Pager } from '../../../components/ui/pager.tsx';

/** The player's bets on this game, newest first, with their status and payout. */
export function MyBets({ gameCode }: { gameCode: string }) {
  const { t, i18n } = useTranslation();
  const symbol = getTenant().currency.symbol;
  const [pageNo, setPage] = useState(1);
  const bets = useLotteryBets(gameCode, pageNo);
  const money = (n: number) => formatCurrency(n, symbol, i18n.language);
  return (
    <section className="lottery__card" aria-label={t('lottery.myBets')} data-testid="lottery-bets">
      <h2 className="lottery__h2">{t('lottery.myBets')}</h2>
      {bets.isPending ? (
        <Spinner />
      ) : bets.isError ? (
        <p className="form__error">{t(errorKeyOf(bets.error))}</p>
      ) : bets.data.list.length === 0 ? (
        <p className="muted">{t('lottery.noBets')}</p>
      ) : (
        <>
          <div className="lottery__table-wrap">
            <table className="lottery__table">
              <thead>
                <tr>
                  <th>{t('lottery.draw')}</th>
                  <th>{t('lottery.numbers')}</th>
                  <th>{t('lottery.total')}</th>
                  <th>{t('lottery.result')}</th>
                  <th>{t('lottery.status')}</th>
                  <th>{t('lottery.payout')}</th>
                </tr>
              </thead>
              <tbody>
                {bets.data.list.map((b) => (
                  <tr key={b.id} data-testid={`lottery-bet-${b.id}`} data-status={b.status}>
                    <td>{b.drawId}</td>
                    <td className="lottery__nums">{b.numbers.join(' ')}</td>
                    <td>{money(b.total)}</td>
                    <td>{b.result ?? '—'}</td>
                    <td>
                      <span className={`lottery__status is-${b.status}`} data-testid="bet-status">
                        {t(`lottery.status.${b.status}`)}
                      </span>
                    </td>
                    <td>{money(b.payout)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            pageNo={pageNo}
            totalPages={bets.data.totalPages}
            onChange={setPage}
            prevLabel={t('lottery.prevPage')}
            nextLabel={t('lottery.nextPage')}
          />
        </>
      )}
    </section>
  );
}
