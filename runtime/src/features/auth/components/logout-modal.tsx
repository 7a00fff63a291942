import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isAgentPath } from '../../../config/routes.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useLogout } from '../api/logout.ts';

/** Logout confirmation (in_sure_logout); session storage cleared except the merchant code. */
export default function LogoutModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { close } = useModals();
  const logout = useLogout();
  const confirm = async () => {
    const fromAgent = isAgentPath(window.location.pathname);
    try {
      await logout.mutateAsync();
    } catch {
      // the session ends locally whatever the server says
    }
    useSession.getState().clear('logout');
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'system' });
    close();
    navigate(fromAgent ? '/agent' : '/');
  };
  return (
    <Modal title={t('auth.logout')} onClose={close} size="sm" testId="logout-modal">
      <p className="modal__text">{t('in_sure_logout')}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--outline" onClick={close}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={confirm}
          disabled={logout.isPending}
          data-testid="logout-confirm"
        >
          {t('common.confirm')}
        </button>
      </div>
    </Modal>
  );
}
