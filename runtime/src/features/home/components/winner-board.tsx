// Winner board (spec §2/§9): the 20 biggest wins from the server.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getTenant } from '../../../config/tenant.ts';
import { formatMoney } from '../../../lib/money.ts';
import { apiAsset } from '../../../lib/api/base.ts';
import { useWinnerBoard } from '../api/get-winner-board.ts';

export function WinnerBoard() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useWinnerBoard(i18n.language);
  const list = data?.list ?? [];
  const symbol = getTenant().currency.symbol;
  const titleId = useId();
  return (
    // The board scrolls: keyboard users need to be able to focus it to scroll it.
    <section
      className={`winners ${isPending ? 'winners--pending' : ''}`}
      data-testid="winner-board"
      tabIndex={0}
      aria-labelledby={titleId}
    >
      <h2 className="winners__title" id={titleId}>
        {t('home.winners')}
      </h2>
      {isPending ? null : list.length === 0 ? (
        <p className="muted">{t('home.noWinners')}</p>
      ) : (
        <ol className="winners__list">
          {list.map((w, i) => (
            <li key={`${w.at}-${w.gameCode}-${i}`} className="winners__row" data-testid="winner">
              <img src={apiAsset(w.iconUrl)} alt="" className="winners__icon" loading="lazy" />
              <span className="winners__who">{w.customerName}</span>
              <span className="winners__game muted">{w.gameName}</span>
              <span className="winners__amount">
                {symbol}
                {formatMoney(w.winAmount, i18n.language)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
