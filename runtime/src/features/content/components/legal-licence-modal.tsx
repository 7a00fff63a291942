import { useTranslation } from 'react-i18next';
import { getTenant, useTenantText } from '../../../config/tenant.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { Modal } from '../../../components/ui/modal.tsx';

export default function LegalLicenceModal() {
  const { t } = useTranslation();
  const tenant = getTenant();
  const text = useTenantText();
  const close = useModals((s) => s.close);
  return (
    <Modal title={t('nav.legalLicence')} onClose={close} size="sm" testId="licence-modal">
      <p className="modal__text">{text(tenant.legal.licence)}</p>
      <p className="muted">{t('footer.responsible', { age: tenant.legal.minimumAge })}</p>
    </Modal>
  );
}
