// The end of every wallet form (deposit, withdraw, transfers): a way to set the payment password
// when the server says there is none, the form's own error, what was done, and the submit button
// (disabled while the call runs, so a double click never sends twice).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { memberHref } from '../../../config/routes.ts';
import type { FieldError } from './amount-field.tsx';
import { FormError } from '../../../components/ui/form-end.tsx';

interface FormOutcomeProps {
  errors?: { form?: FieldError | undefined; paymentPassword?: FieldError | undefined };
  /** What the last submit did, already translated; null before. */
  done: string | null;
  doneTestId: string;
  busy: boolean;
  submitLabel: string;
  submitTestId: string;
}

export function FormOutcome({
  errors = {},
  done,
  doneTestId,
  busy,
  submitLabel,
  submitTestId,
}: FormOutcomeProps) {
  const { t } = useTranslation();
  return (
    <>
      {errors.paymentPassword?.key === 'payment_password_not_set' && (
        <Link className="link" to={memberHref('securityCenter')}>
          {t('wallet.setPaymentPassword')}
        </Link>
      )}
      {errors.form && <FormError>{t(errors.form.key)}</FormError>}
      {done !== null && (
        <p className="notice notice--success" data-testid={doneTestId}>
          {done}
        </p>
      )}
      <div className="mc-actions">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={busy}
          data-testid={submitTestId}
        >
          {submitLabel}
        </button>
      </div>
    </>
  );
}
