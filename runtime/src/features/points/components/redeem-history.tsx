import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useRedeemList, type RedeemStatus } from '../api/get-redeem-list.ts';
import { REDEEM_STATUSES } from '../lib/convert.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { formatDateTime } from '../../../lib/dates.ts';

const TONE: Record<RedeemStatus, string> = {
  'In Process': 'wait',
  Rejected: 'closed',
  Approved: 'done',
};

/** Exchange records with their status (In Process / Rejected / Approved), filterable. */
export function RedeemHistory() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<RedeemStatus | undefined>(undefined);
  const [pageNo, setPage] = useState(1);
  const list = useRedeemList(status, pageNo);
  const pick = (s: RedeemStatus | undefined) => {
    setStatus(s);
    setPage(1);
  };
  return (
    <section data-testid="redeem-history">
      <div className="chips">
        {[undefined, ...REDEEM_STATUSES].map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            className={s === status ? 'chip is-active' : 'chip'}
            onClick={() => pick(s)}
          >
            {s ? t(`points.status.${s}`) : t('points.all')}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p className="form__error">{t(errorKeyOf(list.error))}</p>
      ) : list.data.list.length === 0 ? (
        <p className="muted empty">{t('points.noRecords')}</p>
      ) : (
        <div className="points__table-wrap">
          <table className="points__table">
            <thead>
              <tr>
                <th>{t('points.txNo')}</th>
                <th>{t('points.time')}</th>
                <th>{t('points.product')}</th>
                <th>{t('points.quantity')}</th>
                <th>{t('points.pointsRequired')}</th>
                <th>{t('points.statusLabel')}</th>
                <th>{t('points.remark')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((r) => (
                <tr key={r.id} data-testid={`redemption-${r.id}`}>
                  <td>{r.id}</td>
                  <td>{formatDateTime(r.at, i18n.language)}</td>
                  <td>{r.itemName}</td>
                  <td>{r.quantity}</td>
                  <td>{formatMoney(r.points, i18n.language)}</td>
                  <td>
                    <span
                      className={`points__badge is-${TONE[r.status]}`}
                      data-testid="redemption-status"
                    >
                      {t(`points.status.${r.status}`)}
                    </span>
                  </td>
                  <td>{r.remark || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && (
        <Pager
          pageNo={pageNo}
          totalPages={list.data.totalPages}
          onChange={setPage}
          prevLabel={t('points.prevPage')}
          nextLabel={t('points.nextPage')}
        />
      )}
    </section>
  );
}
