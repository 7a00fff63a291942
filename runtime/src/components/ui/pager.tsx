import { useTranslation } from 'react-i18next';
import { pageWindow } from './page-window.ts';

/**
 * Previous / next paging for lists answered in pages (`pageNo`, `totalPages`). `arrows` (the
 * player screens) shows ‹ › with the labels as accessible names; `text` (the agent centre) shows
 * the labels on the buttons and `status` ("Page 1 of 3") between them. With `range`, the page
 * numbers around the current one (spec §9 pagination range) replace the "1 / 3" between the arrows.
 * The labels default to the player screens' "Previous page" / "Next page", the same on every list.
 */
export function Pager({
  pageNo,
  totalPages,
  onChange,
  prevLabel: prev,
  nextLabel: next,
  status,
  variant = 'arrows',
  range,
  testId,
}: {
  pageNo: number;
  totalPages: number;
  onChange: (pageNo: number) => void;
  prevLabel?: string;
  nextLabel?: string;
  status?: string;
  variant?: 'arrows' | 'text';
  range?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const prevLabel = prev ?? t('common.prevPage');
  const nextLabel = next ?? t('common.nextPage');
  const arrows = variant === 'arrows';
  const button = `btn ${arrows ? 'btn--ghost' : 'btn--outline'} btn--sm`;
  return (
    <nav className="pager" data-testid={testId}>
      <button
        type="button"
        className={button}
        aria-label={arrows ? prevLabel : undefined}
        disabled={pageNo <= 1}
        onClick={() => onChange(pageNo - 1)}
      >
        {arrows ? '‹' : prevLabel}
      </button>
      {range !== undefined ? (
        pageWindow(pageNo, totalPages, range).map((n) => (
          <button
            key={n}
            type="button"
            className={`btn btn--sm ${n === pageNo ? 'btn--primary' : 'btn--ghost'}`}
            aria-current={n === pageNo ? 'page' : undefined}
            onClick={() => onChange(n)}
            data-testid={testId ? `${testId}-page` : undefined}
          >
            {n}
          </button>
        ))
      ) : (
        <span
          className={arrows ? undefined : 'muted'}
          data-testid={testId ? `${testId}-current` : undefined}
        >
          {status ?? `${pageNo} / ${totalPages}`}
        </span>
      )}
      <button
        type="button"
        className={button}
        aria-label={arrows ? nextLabel : undefined}
        disabled={pageNo >= totalPages}
        onClick={() => onChange(pageNo + 1)}
        data-testid={testId ? `${testId}-next` : undefined}
      >
        {arrows ? '›' : nextLabel}
      </button>
    </nav>
  );
}
