import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../lib/stores/modals.ts';

/**
 * The warning/confirm dialog: server messages and error keys (spec §8). It has no title, so its
 * message is its accessible name: a screen reader announces what the alert says.
 */
export function Dialog() {
  const { t } = useTranslation();
  const messageId = useId();
  const dialog = useModals((s) => s.dialog);
  const closeDialog = useModals((s) => s.closeDialog);
  if (!dialog) return null;
  return (
    <div className="modal-backdrop modal-backdrop--top">
      <div
        className={`modal modal--sm dialog dialog--${dialog.tone ?? 'info'}`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={messageId}
        data-testid="dialog"
      >
        <div className="modal__body">
          <p id={messageId} className="modal__text">
            {dialog.raw ? dialog.message : t(dialog.message, dialog.params)}
          </p>
          <div className="modal__actions">
            <button type="button" className="btn btn--primary" onClick={closeDialog} autoFocus>
              {t('common.confirm')}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
