import { useTranslation } from 'react-i18next';
import { useModals } from '../../../lib/stores/modals.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { AnnouncementList } from './announcement-list.tsx';

export default function NoticeModal() {
  const { t } = useTranslation();
  const close = useModals((s) => s.close);
  return (
    <Modal title={t('content.notices')} onClose={close} testId="notice-modal">
      <AnnouncementList types="PL" />
    </Modal>
  );
}
