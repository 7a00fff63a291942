import { useTranslation } from 'react-i18next';

/** Previous / next paging for the points records. */
export function Pager({
  pageNo,
  totalPages,
  onPage,
}: {
  pageNo: number;
  totalPages: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager">
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
        aria-label={t('points.prevPage')}
      >
        ‹
      </button>
      <span>
        {pageNo} / {totalPages}
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={pageNo >= totalPages}
        onClick={() => onPage(pageNo + 1)}
        aria-label={t('points.nextPage')}
      >
        ›
      </button>
    </nav>
  );
}
