// The end of a form: its refusal (an alert, where the player is looking), what it did (a status a
// screen reader reads out), and its submit button, disabled while the call runs so that a double
// click never sends twice.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function FormError({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="form__error" role="alert" data-testid={testId}>
      {children}
    </p>
  );
}

export function FormDone({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="notice notice--success" role="status" data-testid={testId}>
      {children}
    </p>
  );
}

export function SubmitButton({
  busy,
  label,
  testId,
  block = false,
}: {
  busy: boolean;
  label: ReactNode;
  testId?: string;
  /** As wide as the form (a modal's or a phone's single column). */
  block?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className={block ? 'btn btn--primary btn--block' : 'btn btn--primary'}
      disabled={busy}
      data-testid={testId}
    >
      {busy ? t('common.loading') : label}
    </button>
  );
}
