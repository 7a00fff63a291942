/** Previous / next paging for lists answered in pages (`pageNo`, `totalPages`). */
export function Pager({
  pageNo,
  totalPages,
  onChange,
  prevLabel,
  nextLabel,
  testId,
}: {
  pageNo: number;
  totalPages: number;
  onChange: (pageNo: number) => void;
  prevLabel: string;
  nextLabel: string;
  testId?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" data-testid={testId}>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        aria-label={prevLabel}
        disabled={pageNo <= 1}
        onClick={() => onChange(pageNo - 1)}
      >
        ‹
      </button>
      <span data-testid={testId ? `${testId}-current` : undefined}>
        {pageNo} / {totalPages}
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        aria-label={nextLabel}
        disabled={pageNo >= totalPages}
        onClick={() => onChange(pageNo + 1)}
      >
        ›
      </button>
    </nav>
  );
}
