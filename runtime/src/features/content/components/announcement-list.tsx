import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { announcementQuery, useAnnouncements } from '../../../lib/api/get-announcements.ts';

/** A paged list (10 per page, spec §9) of announcements or notices. */
export function AnnouncementList({ types }: { types: string }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPage] = useState(1);
  const { data, isPending, isError } = useAnnouncements(
    announcementQuery(types, pageNo),
    i18n.language,
  );
  if (isPending) return <Spinner />;
  if (isError || !data || data.list.length === 0)
    return <p className="muted empty">{t('content.empty')}</p>;
  return (
    <>
      <ul className="announcements">
        {data.list.map((a) => (
          <li key={a.id} className="announcement">
            <h3>{a.title}</h3>
            {a.timestamp && (
              <time className="muted">{new Date(a.timestamp).toLocaleString(i18n.language)}</time>
            )}
            <SafeHtml html={a.content} className="prose" />
          </li>
        ))}
      </ul>
      {data.totalPages > 1 && (
        <nav className="pager">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={pageNo <= 1}
            onClick={() => setPage(pageNo - 1)}
          >
            ‹
          </button>
          <span>
            {pageNo} / {data.totalPages}
          </span>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={pageNo >= data.totalPages}
            onClick={() => setPage(pageNo + 1)}
          >
            ›
          </button>
        </nav>
      )}
    </>
  );
}
