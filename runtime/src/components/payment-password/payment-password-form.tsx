// Set or change the 6-digit payment password, confirmed by the login password: the member
// centre's security centre and the agent centre's (a sub-agent made by its upline starts without
// one) show this one form, each in its own card.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PASSWORD_PATTERN } from '../../config/constants.ts';
import { errorKeyOf } from '../../lib/api/api-error.ts';
import { useSetPaymentPassword } from '../../lib/api/set-payment-password.ts';
import { Field } from '../ui/field.tsx';
import './payment-password.css';
import { FormDone, FormError } from '../ui/form-end.tsx';

const EMPTY = { loginPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' };
type Name = keyof typeof EMPTY;

export function PaymentPasswordForm({
  hasPaymentPassword,
  className,
}: {
  hasPaymentPassword: boolean;
  /** The card it sits in, in the look of the centre that shows it. */
  className: string;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Name | 'form', string>>>({});
  const [done, setDone] = useState(false);
  const mutation = useSetPaymentPassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const next: typeof errors = {};
    if (!values.loginPassword) next.loginPassword = 'not_empty';
    if (!PAYMENT_PASSWORD_PATTERN.test(values.newPaymentPassword))
      next.newPaymentPassword = 'member.payment.sixDigits';
    if (values.confirmPaymentPassword !== values.newPaymentPassword)
      next.confirmPaymentPassword = 'inconsistent_twice';
    setErrors(next);
    setDone(false);
    if (Object.keys(next).length > 0) return;
    mutation.mutate(values, {
      onSuccess: () => {
        setDone(true);
        setValues(EMPTY);
      },
      onError: (err) => {
        const key = errorKeyOf(err);
        setErrors(
          key === 'in_incorrect_password'
            ? { loginPassword: key }
            : key === 'inconsistent_twice'
              ? { confirmPaymentPassword: key }
              : { form: key },
        );
      },
    });
  };

  const field = (name: Name, label: string, digits: boolean) => (
    <Field
      name={name}
      type="password"
      label={t(label)}
      inputMode={digits ? 'numeric' : undefined}
      maxLength={digits ? 6 : 64}
      autoComplete={digits ? 'off' : 'current-password'}
      value={values[name]}
      error={errors[name] ? t(errors[name]) : null}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  );

  return (
    <form
      className={`${className} form`}
      onSubmit={submit}
      noValidate
      data-testid="payment-password-form"
    >
      <h3 className="payment-password__title">{t('member.payment.title')}</h3>
      <p className="muted" data-testid="payment-password-state">
        {t(hasPaymentPassword ? 'member.payment.isSet' : 'member.payment.notSet')}
      </p>
      <div className="payment-password__fields">
        {field('loginPassword', 'member.payment.loginPassword', false)}
        {field('newPaymentPassword', 'member.payment.new', true)}
        {field('confirmPaymentPassword', 'member.payment.confirm', true)}
      </div>
      {errors.form && <FormError>{t(errors.form)}</FormError>}
      {done && <FormDone>{t('member.payment.saved')}</FormDone>}
      <div className="payment-password__actions">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={mutation.isPending}
          data-testid="payment-password-save"
        >
          {t(hasPaymentPassword ? 'member.payment.change' : 'member.payment.set')}
        </button>
      </div>
    </form>
  );
}
