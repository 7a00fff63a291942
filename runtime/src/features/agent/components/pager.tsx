import { useTranslation } from 'react-i18next';

export function Pager({
  pageNo,
  totalPages,
  onPage,
}: {
  pageNo: number;
  totalPages: number;
  onPage: (n: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <div className="pager" data-testid="pager">
      <button
        type="button"
        className="btn btn--outline btn--sm"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        {t('agent.prev')}
      </button>
      <span className="muted">{t('agent.pageOf', { page: pageNo, pages: totalPages })}</span>
      <button
        type="button"
        className="btn btn--outline btn--sm"
        disabled={pageNo >= totalPages}
        onClick={() => onPage(pageNo + 1)}
        data-testid="pager-next"
      >
        {t('agent.next')}
      </button>
    </div>
  );
}
