import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MODAL } from '../../config/constants.ts';
import { Icon } from './icon.tsx';
import { useModalDrag } from './modal-drag.ts';

interface ModalProps {
  title: ReactNode;
  onClose?: (() => void) | undefined;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}

/**
 * The modal frame (spec §9): a dialog of at least 200x200 over a dimmed page, dragged by its
 * header; a click outside does not close it. It shows at once: the 100 ms delay of spec §9, as
 * a timer or an animation delay, left dialogs unseen for seconds on a busy machine.
 */
export function Modal({ title, onClose, children, size = 'md', testId }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { offset, handle } = useModalDrag();
  useEffect(() => {
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop">
      <div
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        style={{
          minWidth: `min(${MODAL.width}px, 100%)`,
          minHeight: MODAL.height,
          translate: offset.x || offset.y ? `${offset.x}px ${offset.y}px` : undefined,
        }}
      >
        <header className="modal__header modal__header--drag" {...handle}>
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              className="icon-btn"
              onClick={onClose}
              aria-label={t('common.close')}
            >
              <Icon name="close" />
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
