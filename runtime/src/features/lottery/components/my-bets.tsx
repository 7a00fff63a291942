import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordTable } from '../../../components/ui/record-table.tsx';
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
          <RecordTable
            block="lottery"
            label={t('lottery.myBets')}
            rows={bets.data.list}
            rowKey={(b) => b.id}
            rowData={(b) => ({ 'data-testid': `lottery-bet-${b.id}`, 'data-status': b.status })}
            columns={[
              { key: 'draw', head: t('lottery.draw'), cell: (b) => b.drawId },
              {
                key: 'numbers',
                head: t('lottery.numbers'),
                cell: (b) => b.numbers.join(' '),
                cellClass: () => 'lottery__nums',
              },
              { key: 'total', head: t('lottery.total'), cell: (b) => money(b.total) },
              { key: 'result', head: t('lottery.result'), cell: (b) => b.result ?? '—' },
              {
                key: 'status',
                head: t('lottery.status'),
                cell: (b) => (
                  <span className={`lottery__status is-${b.status}`} data-testid="bet-status">
                    {t(`lottery.status.${b.status}`)}
                  </span>
                ),
              },
              { key: 'payout', head: t('lottery.payout'), cell: (b) => money(b.payout) },
            ]}
          />
          <Pager pageNo={pageNo} totalPages={bets.data.totalPages} onChange={setPage} />
        </>
      )}
    </section>
  );
}
