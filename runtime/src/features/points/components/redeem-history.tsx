import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordTable } from '../../../components/ui/record-table.tsx';
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
        <RecordTable
          block="points"
          label={t('points.tab.history')}
          rows={list.data.list}
          rowKey={(r) => r.id}
          rowData={(r) => ({ 'data-testid': `redemption-${r.id}` })}
          columns={[
            { key: 'id', head: t('points.txNo'), cell: (r) => r.id },
            { key: 'at', head: t('points.time'), cell: (r) => formatDateTime(r.at, i18n.language) },
            { key: 'item', head: t('points.product'), cell: (r) => r.itemName },
            { key: 'quantity', head: t('points.quantity'), cell: (r) => r.quantity },
            {
              key: 'points',
              head: t('points.pointsRequired'),
              cell: (r) => formatMoney(r.points, i18n.language),
            },
            {
              key: 'status',
              head: t('points.statusLabel'),
              cell: (r) => (
                <span
                  className={`points__badge is-${TONE[r.status]}`}
                  data-testid="redemption-status"
                >
                  {t(`points.status.${r.status}`)}
                </span>
              ),
            },
            { key: 'remark', head: t('points.remark'), cell: (r) => r.remark || '—' },
          ]}
        />
      )}
      {list.data && <Pager pageNo={pageNo} totalPages={list.data.totalPages} onChange={setPage} />}
    </section>
  );
}
