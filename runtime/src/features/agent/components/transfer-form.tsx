import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { useTransferToDownline } from '../api/transfer-to-downline.ts';
import { Money } from './money.tsx';
import { PaymentPasswordLead, usePaymentPasswordMissing } from './payment-password-lead.tsx';
import { SubmitButton } from '../../../components/ui/form-end.tsx';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Transfer to a downline with the payment password (walletTransfer toDownline). */
export function TransferForm({ account, onDone }: { account: string; onDone: () => void }) {
  const { t } = useTranslation();
  const transfer = useTransferToDownline();
  const noPaymentPassword = usePaymentPasswordMissing();
  const { values, setValues, setErrors, field } = useFormFields({ amount: '', password: '' });
  const { amount, password } = values;
  const [result, setResult] = useState<{ amount: number; balance: number } | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Partial<Record<keyof typeof values, string>> = {};
    if (!AMOUNT.test(amount.trim()) || !(Number(amount) > 0)) next.amount = t('amount_invalid');
    if (!/^\d{6}$/.test(password)) next.password = t('agent.transfer.passwordRule');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const value = await transfer.mutateAsync({
        targetAccount: account,
        amount: Number(amount),
        paymentPassword: password,
      });
      setResult({ amount: value.amount, balance: value.balance });
      setValues((v) => ({ ...v, password: '' }));
    } catch (error) {
      const key = errorKeyOf(error);
      setErrors(key.startsWith('payment_password') ? { password: t(key) } : { amount: t(key) });
    }
  };
  return (
    <Modal
      title={t('agent.transfer.title', { account })}
      onClose={onDone}
      size="sm"
      testId="transfer-modal"
    >
      {noPaymentPassword ? (
        <PaymentPasswordLead />
      ) : result ? (
        <div className="form">
          <p className="notice notice--success" role="status" data-testid="transfer-done">
            {t('agent.transfer.done', { account })} <Money value={result.amount} symbol />
          </p>
          <p>
            {t('agent.team.myBalance')}: <Money value={result.balance} symbol />
          </p>
          <button type="button" className="btn btn--primary btn--block" onClick={onDone}>
            {t('common.close')}
          </button>
        </div>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <Field label={t('agent.col.amount')} {...field('amount')} inputMode="decimal" />
          <Field
            label={t('agent.transfer.paymentPassword')}
            {...field('password')}
            name="paymentPassword"
            type="password"
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
          />
          <SubmitButton
            busy={transfer.isPending}
            label={t('agent.transfer.submit')}
            testId="transfer-submit"
            block
          />
        </form>
      )}
    </Modal>
  );
}
