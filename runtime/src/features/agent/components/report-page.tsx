import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { RecordTable } from '../../../components/ui/record-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ReportRange } from '../lib/time-zone.ts';
import { Money, zoneTime } from './money.tsx';
import { AgentPager } from './agent-pager.tsx';
import { RangePicker, rangeQuery, type RangeValue } from './range-picker.tsx';
import { FormError } from '../../../components/ui/form-end.tsx';

const REPORT_PAGE_SIZE = 10;

export interface ReportColumn<R, T> {
  key: string;
  label: string;
  cell: (row: R) => ReactNode;
  /** Numeric columns: the row's value (page subtotal) and the range total from the server. */
  amount?: (row: R) => number;
  total?: (totals: T) => number;
}

interface ReportData<R, T> {
  list: R[];
  pageNo: number;
  totalPages: number;
  total: number;
  totals: T;
  from: number;
  to: number;
}

interface ReportQuery {
  range?: ReportRange;
  start?: string;
  end?: string;
  pageNo: number;
  pageSize: number;
  account?: string;
}

/**
 * A report of spec §2 with a range, paging, the rows of this page with their subtotal, and the
 * server's totals over every row of the range (equal to the subtotal when one page holds all).
 */
export function ReportPage<R, T>({
  use,
  columns,
  rowKey,
  accountFilter = false,
  testId,
  label,
  footer,
}: {
  use: (q: ReportQuery) => UseQueryResult<ReportData<R, T>>;
  columns: ReportColumn<R, T>[];
  rowKey: (row: R) => string | number;
  accountFilter?: boolean;
  testId: string;
  /** What the table holds, named for a keyboard or screen-reader user who scrolls it. */
  label: string;
  /** Range totals that are not a column's (shown under the table). */
  footer?: (totals: T) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<RangeValue>({ range: 'today' });
  const [pageNo, setPageNo] = useState(1);
  const [account, setAccount] = useState('');
  const [accountQuery, setAccountQuery] = useState('');
  const query = use({
    ...rangeQuery(range),
    pageNo,
    pageSize: REPORT_PAGE_SIZE,
    ...(accountQuery ? { account: accountQuery } : {}),
  });
  const data = query.data;
  const sum = (c: ReportColumn<R, T>) =>
    c.amount ? (data?.list ?? []).reduce((s, r) => s + Math.round(c.amount!(r) * 100), 0) / 100 : 0;
  return (
    <section className="agent-report" data-testid={testId}>
      <div className="agent-report__filters">
        <RangePicker
          value={range}
          onChange={(v) => {
            setRange(v);
            setPageNo(1);
          }}
        />
        {accountFilter && (
          <form
            className="agent-search"
            onSubmit={(e) => {
              e.preventDefault();
              setAccountQuery(account.trim());
              setPageNo(1);
            }}
          >
            <input
              className="input"
              name="account"
              placeholder={t('agent.searchAccount')}
              value={account}
              onChange={(e) => setAccount(e.target.value)}
            />
            <button type="submit" className="btn btn--outline btn--sm">
              {t('agent.search')}
            </button>
          </form>
        )}
      </div>
      {data && (
        <p className="muted agent-report__window">
          {t('agent.window', {
            from: zoneTime(data.from, i18n.language),
            to: zoneTime(data.to, i18n.language),
          })}
        </p>
      )}
      {query.isError && <FormError>{t(errorKeyOf(query.error))}</FormError>}
      {query.isPending ? (
        <Spinner />
      ) : data && data.list.length === 0 ? (
        <p className="empty muted" data-testid="report-empty">
          {t('agent.noRecords')}
        </p>
      ) : data ? (
        <RecordTable
          block="agent"
          label={label}
          columns={columns.map((c) => ({
            key: c.key,
            head: c.label,
            cell: c.cell,
            num: c.amount !== undefined,
          }))}
          rows={data.list}
          rowKey={rowKey}
          rowData={() => ({ 'data-testid': 'report-row' })}
          foot={
            <>
              <tr className="agent-table__subtotal" data-testid="report-subtotal">
                {columns.map((c, i) => (
                  <td key={c.key} className={c.amount ? 'num' : undefined}>
                    {i === 0 ? t('agent.pageSubtotal', { count: data.list.length }) : null}
                    {c.amount && <Money value={sum(c)} />}
                  </td>
                ))}
              </tr>
              <tr className="agent-table__total" data-testid="report-total">
                {columns.map((c, i) => (
                  <td key={c.key} className={c.total ? 'num' : undefined}>
                    {i === 0 ? t('agent.rangeTotal', { count: data.total }) : null}
                    {c.total && <Money value={c.total(data.totals)} />}
                  </td>
                ))}
              </tr>
            </>
          }
        />
      ) : null}
      {data && data.list.length > 0 && footer?.(data.totals)}
      {data && <AgentPager pageNo={data.pageNo} totalPages={data.totalPages} onPage={setPageNo} />}
    </section>
  );
}
