import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useTransferToDownline } from '../api/transfer-to-downline.ts';
import { Money } from './money.tsx';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Transfer to a downline with the payment password (walletTransfer toDownline). */
export function TransferForm({ account, onDone }: { account: string; onDone: () => void }) {
  const { t } = useTranslation();
  const transfer = useTransferToDownline();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ amount: number; balance: number } | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
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
      setPassword('');
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
      {result ? (
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
          <Field
            label={t('agent.col.amount')}
            name="amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.amount}
          />
          <Field
            label={t('agent.transfer.paymentPassword')}
            name="paymentPassword"
            type="password"
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <button
            type="submit"
            className="btn btn--primary btn--block"
            disabled={transfer.isPending}
            data-testid="transfer-submit"
          >
            {transfer.isPending ? t('common.loading') : t('agent.transfer.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
