import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordTable, signTone } from '../../../components/ui/record-table.tsx';
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
        <RecordTable
          block="points"
          label={t('points.tab.details')}
          rows={details.data.list}
          rowKey={(r) => r.id}
          columns={[
            { key: 'at', head: t('points.time'), cell: (r) => formatDateTime(r.at, i18n.language) },
            { key: 'type', head: t('points.typeLabel'), cell: (r) => t(`points.type.${r.type}`) },
            { key: 'name', head: t('points.name'), cell: (r) => r.name },
            {
              key: 'points',
              head: t('points.changed'),
              cell: (r) => `${r.points > 0 ? '+' : ''}${num(r.points)}`,
              cellClass: (r) => `points__${signTone(r.points)}`,
            },
            { key: 'balance', head: t('points.balanceAfter'), cell: (r) => num(r.balance) },
            { key: 'remark', head: t('points.remark'), cell: (r) => r.remark || '—' },
          ]}
        />
      )}
      {details.data && (
        <Pager pageNo={pageNo} totalPages={details.data.totalPages} onChange={setPage} />
      )}
    </section>
  );
}
