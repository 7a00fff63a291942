import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { formatMoney } from '../../../lib/money.ts';
import { usePointsDetails, type PointsType } from '../api/get-points-details.ts';
import { POINTS_TYPES } from '../lib/convert.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { formatDateTime } from '../../../lib/dates.ts';

/** Points records by type: what changed, the balance after, when and why. */
export function PointsDetails() {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState<PointsType | undefined>(undefined);
  const [pageNo, setPage] = useState(1);
  const details = usePointsDetails(type, pageNo);
  const num = (n: number) => formatMoney(n, i18n.language);
  const pick = (k: PointsType | undefined) => {
    setType(k);
    setPage(1);
  };
  return (
    <section data-testid="points-details">
      <div className="chips">
        {[undefined, ...POINTS_TYPES].map((k) => (
          <button
            key={k ?? 'all'}
            type="button"
            className={k === type ? 'chip is-active' : 'chip'}
            onClick={() => pick(k)}
            data-testid={`points-type-${k ?? 'all'}`}
          >
            {k ? t(`points.type.${k}`) : t('points.all')}
          </button>
        ))}
      </div>
      {details.isPending ? (
        <Spinner />
      ) : details.isError ? (
        <p className="form__error">{t(errorKeyOf(details.error))}</p>
      ) : details.data.list.length === 0 ? (
        <p className="muted empty">{t('points.noRecords')}</p>
      ) : (
        <div className="points__table-wrap">
          <table className="points__table">
            <thead>
              <tr>
                <th>{t('points.time')}</th>
                <th>{t('points.typeLabel')}</th>
                <th>{t('points.name')}</th>
                <th>{t('points.changed')}</th>
                <th>{t('points.balanceAfter')}</th>
                <th>{t('points.remark')}</th>
              </tr>
            </thead>
            <tbody>
              {details.data.list.map((r) => (
                <tr key={r.id}>
                  <td>{formatDateTime(r.at, i18n.language)}</td>
                  <td>{t(`points.type.${r.type}`)}</td>
                  <td>{r.name}</td>
                  <td className={r.points < 0 ? 'points__neg' : 'points__pos'}>
                    {r.points > 0 ? '+' : ''}
                    {num(r.points)}
                  </td>
                  <td>{num(r.balance)}</td>
                  <td>{r.remark || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {details.data && (
        <Pager
          pageNo={pageNo}
          totalPages={details.data.totalPages}
          onChange={setPage}
          prevLabel={t('points.prevPage')}
          nextLabel={t('points.nextPage')}
        />
      )}
    </section>
  );
}
