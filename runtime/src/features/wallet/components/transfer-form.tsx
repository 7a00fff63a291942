import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useBalance } from '../../../lib/api/get-balance.ts';
import { useWalletTransfer } from '../api/wallet-transfer.ts';
import { checkAmount } from '../../../lib/amount.ts';
import { FormOutcome } from './form-outcome.tsx';
import { AmountField, type FieldError } from './amount-field.tsx';
import { useMoney } from '../../../lib/use-money.ts';

type Errors = Partial<Record<'amount' | 'targetAccount' | 'paymentPassword' | 'form', FieldError>>;

export function TransferForm({ direction }: { direction: 'toUpline' | 'toDownline' }) {
  const { t } = useTranslation();
  const money = useMoney();
  const balance = useBalance();
  const transfer = useWalletTransfer();
  const [amount, setAmount] = useState('');
  const [target, setTarget] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<{ amount: number; to: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (transfer.isPending) return;
    const next: Errors = {};
    const check = checkAmount(amount, { balance: balance.data?.balance });
    if (!check.ok) next.amount = { key: check.error, params: check.params };
    if (direction === 'toDownline' && !target.trim()) next.targetAccount = { key: 'not_empty' };
    if (!password) next.paymentPassword = { key: 'not_empty' };
    setErrors(next);
    setDone(null);
    if (!check.ok || Object.keys(next).length > 0) return;
    transfer.mutate(
      {
        direction,
        amount: check.value,
        paymentPassword: password,
        ...(direction === 'toDownline' ? { targetAccount: target.trim() } : {}),
      },
      {
        onSuccess: (r) => {
          setDone({ amount: r.amount, to: r.targetAccount });
          setAmount('');
          setPassword('');
        },
        onError: (err) => {
          const key = errorKeyOf(err);
          if (key === 'amount_invalid' || key === 'insufficient_balance')
            setErrors({ amount: { key } });
          else if (key === 'payment_password_incorrect' || key === 'payment_password_not_set')
            setErrors({ paymentPassword: { key } });
          else if (key === 'not_downline' && direction === 'toDownline')
            setErrors({ targetAccount: { key } });
          // toUpline has no account field: the server's only not_downline there is "no upline".
          else if (key === 'not_downline') setErrors({ form: { key: 'wallet.transfer.noUpline' } });
          else setErrors({ form: { key } });
        },
      },
    );
  };

  return (
    <form
      className="mc-card form"
      onSubmit={submit}
      noValidate
      data-testid={`transfer-form-${direction}`}
    >
      <p className="muted">
        {t('wallet.balance')}:{' '}
        <strong data-testid="transfer-balance">
          {balance.data ? money(balance.data.balance) : '—'}
        </strong>
      </p>
      {direction === 'toDownline' && (
        <Field
          name="targetAccount"
          label={t('wallet.transfer.target')}
          value={target}
          error={errors.targetAccount ? t(errors.targetAccount.key) : null}
          onChange={(e) => setTarget(e.target.value)}
        />
      )}
      <AmountField value={amount} onChange={setAmount} error={errors.amount ?? null} />
      <Field
        name="paymentPassword"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        label={t('wallet.paymentPassword')}
        value={password}
        error={errors.paymentPassword ? t(errors.paymentPassword.key) : null}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormOutcome
        errors={errors}
        done={done && t('wallet.transfer.done', { amount: money(done.amount), account: done.to })}
        doneTestId="transfer-done"
        busy={transfer.isPending}
        submitLabel={t('wallet.transfer.submit')}
        submitTestId="transfer-submit"
      />
    </form>
  );
}
