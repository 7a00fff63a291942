import { useTranslation } from 'react-i18next';
import { useModals } from '../../../lib/stores/modals.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { AnnouncementList } from './announcement-list.tsx';
import { hidePopupsToday } from './startup-popups.tsx';

/** Public announcements; opened at startup for popups with a "hide for today" option. */
export default function AnnouncementsModal() {
  const { t } = useTranslation();
  const { close, data } = useModals();
  const startup = data.startup === '1';
  return (
    <Modal title={t('content.announcements')} onClose={close} testId="announcements-modal">
      <AnnouncementList types={startup ? 'PU' : 'B,PL,PU,PR'} />
      {startup && (
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => { hidePopupsToday(); close(); }}>
            {t('content.hideToday')}
          </button>
        </div>
      )}
    </Modal>
  );
}
