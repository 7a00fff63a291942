// The announcement list of spec §2: titles newest first, 10 per page with numbered pages around
// the current one (spec §9 constants); a title opens the whole announcement, "Back" returns to the
// same page. A promotion's announcement leads to where it is claimed, closing the modal.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGINATION_RANGE } from '../../../config/constants.ts';
import { ANNOUNCEMENT_ACTION_HREF } from '../../../config/routes.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { announcementQuery, useAnnouncements } from '../../../lib/api/get-announcements.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useModals } from '../../../lib/stores/modals.ts';

export function AnnouncementList({ types }: { types: string }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const closeModal = useModals((m) => m.close);
  const { data, isPending, isError } = useAnnouncements(
    announcementQuery(types, pageNo),
    i18n.language,
  );
  if (isPending) return <Spinner />;
  if (isError || !data || data.list.length === 0)
    return <p className="muted empty">{t('content.empty')}</p>;

  const open = data.list.find((a) => a.id === openId);
  if (open)
    return (
      <article className="announcement" data-testid="announcement-detail">
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => setOpenId(null)}
          data-testid="announcement-back"
        >
          ‹ {t('games.back')}
        </button>
        <h3>{open.title}</h3>
        {open.timestamp && (
          <time className="muted">{formatDateTime(open.timestamp, i18n.language)}</time>
        )}
        <SafeHtml html={open.content} className="prose" />
        {open.action && (
          <Link
            to={ANNOUNCEMENT_ACTION_HREF[open.action]}
            className="btn btn--primary btn--sm"
            onClick={closeModal}
            data-testid="announcement-action"
          >
            {t('account.rewardCenter')}
          </Link>
        )}
      </article>
    );

  return (
    <>
      <ul className="announcements" data-testid="announcement-list">
        {data.list.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              className="announcement announcement--item"
              onClick={() => setOpenId(a.id)}
              data-testid="announcement-item"
            >
              <span className="announcement__title">{a.title}</span>
              {a.timestamp && (
                <time className="muted">{formatDateTime(a.timestamp, i18n.language)}</time>
              )}
            </button>
          </li>
        ))}
      </ul>
      <Pager
        pageNo={pageNo}
        totalPages={data.totalPages}
        onChange={setPage}
        range={PAGINATION_RANGE}
        testId="announcement-pager"
      />
    </>
  );
}
