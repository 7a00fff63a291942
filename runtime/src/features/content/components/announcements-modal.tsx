import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../../lib/stores/modals.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePopups } from '../api/get-popups.ts';
import { hidePopupsToday } from './startup-popups.tsx';

// A first visit opens this modal for the startup popups, which need none of the list's code.
const AnnouncementList = lazy(() =>
  import('./announcement-list.tsx').then((m) => ({ default: m.AnnouncementList })),
);

function StartupList() {
  const { i18n } = useTranslation();
  const token = useSession((s) => s.token);
  const firstTimeLogin = useSession((s) => s.firstTimeLogin);
  const { data } = usePopups(token, firstTimeLogin, i18n.language, true);
  return (
    <ul className="announcements">
      {(data?.list ?? []).map((p) => (
        <li key={p.id} className="announcement" data-testid="startup-popup">
          <h3>{p.title}</h3>
          <SafeHtml html={p.content} className="prose" />
        </li>
      ))}
    </ul>
  );
}

/** Public announcements (10 per page); at startup the popups with "hide for today". */
export default function AnnouncementsModal() {
  const { t } = useTranslation();
  const { close, data } = useModals();
  const startup = data.startup === '1';
  return (
    <Modal title={t('content.announcements')} onClose={close} testId="announcements-modal">
      {startup ? (
        <StartupList />
      ) : (
        <Suspense fallback={<Spinner />}>
          <AnnouncementList types="B,PL,PU,PR" />
        </Suspense>
      )}
      {startup && (
        <div className="modal__actions">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            data-testid="hide-today"
            onClick={() => {
              hidePopupsToday();
              close();
            }}
          >
            {t('content.hideToday')}
          </button>
        </div>
      )}
    </Modal>
  );
}
