// Records as a table (a player's bets, ledger entries, lottery bets, points; an agent's reports):
// the column heads, one row per record, an optional footer (an agent report's subtotal and range
// total), and a wrap that scrolls sideways when the table is wider than the screen.
import type { ReactNode } from 'react';

export interface RecordColumn<R> {
  key: string;
  /** The translated column head. */
  head: ReactNode;
  cell(row: R): ReactNode;
  /** A figure: right-aligned, head and cells. */
  num?: boolean;
  /** The cell's own class, e.g. a signed amount's tone (see `signTone`). */
  cellClass?(row: R): string | undefined;
}

type DataAttributes = Record<`data-${string}`, string | undefined>;

interface Props<R> {
  /** The screen's block name: its CSS gives `<block>__table-wrap` and `<block>__table`. */
  block: string;
  /** What the table holds, named for a keyboard or screen-reader user who scrolls it. */
  label: string;
  columns: readonly RecordColumn<R>[];
  rows: readonly R[];
  rowKey(row: R): string | number;
  /** Attributes a row carries for styling or tests (`data-status`, `data-testid`). */
  rowData?(row: R): DataAttributes;
  testId?: string;
  /** Footer rows (`<tr>`s), e.g. a page subtotal and a range total. */
  foot?: ReactNode;
}

/** The tone class of a signed amount, as the screens' CSS names them. */
export const signTone = (n: number) => (n < 0 ? 'neg' : 'pos');

const join = (...names: (string | false | undefined)[]) =>
  names.filter(Boolean).join(' ') || undefined;

export function RecordTable<R>({
  block,
  label,
  columns,
  rows,
  rowKey,
  rowData,
  testId,
  foot,
}: Props<R>) {
  return (
    // On a phone most record tables are wider than the screen: the wrap scrolls, so a keyboard
    // must be able to reach it (a focusable region with a name).
    <div className={`${block}__table-wrap`} role="region" aria-label={label} tabIndex={0}>
      <table className={`${block}__table`} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} className={c.num ? 'num' : undefined}>
                {c.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)} {...rowData?.(r)}>
              {columns.map((c) => (
                <td key={c.key} className={join(c.num && 'num', c.cellClass?.(r))}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {foot !== undefined && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  );
}
