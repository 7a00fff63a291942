// withdraw: amount (within the balance), payee bank fields, payment password; the member's
// withdrawals with statuses and the confirmation flow on approved ones (spec §4).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useBalance } from '../../../lib/api/get-balance.ts';
import { useCreateWithdrawal } from '../../../lib/api/create-withdrawal.ts';
import { useWithdrawals } from '../../../lib/api/get-withdrawals.ts';
import { checkAmount } from '../../../lib/amount.ts';
import { FormOutcome } from './form-outcome.tsx';
import { AmountField, type FieldError } from './amount-field.tsx';
import { StatusChip } from './status-chip.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { formatTime } from '../lib/format-time.ts';
import {
  WithdrawalConfirmHint,
  WithdrawalFollowUp,
} from '../../../components/withdrawal/withdrawal-follow-up.tsx';
import '../wallet.css';

const EMPTY = { bankName: '', bankAccountNo: '', payeeName: '', paymentPassword: '' };
type TextField = keyof typeof EMPTY;
const BANK_ACCOUNT = /^[0-9-]{4,32}$/;

export default function WithdrawPanel() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const balance = useBalance();
  const create = useCreateWithdrawal();
  const [amount, setAmount] = useState('');
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TextField | 'amount' | 'form', FieldError>>>(
    {},
  );
  const [created, setCreated] = useState<number | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const list = useWithdrawals(pageNo);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const next: typeof errors = {};
    const check = checkAmount(amount, { balance: balance.data?.balance });
    if (!check.ok) next.amount = { key: check.error, params: check.params };
    if (!fields.bankName.trim()) next.bankName = { key: 'not_empty' };
    if (!BANK_ACCOUNT.test(fields.bankAccountNo))
      next.bankAccountNo = { key: 'wallet.withdraw.accountInvalid' };
    if (!fields.payeeName.trim()) next.payeeName = { key: 'not_empty' };
    if (!fields.paymentPassword) next.paymentPassword = { key: 'not_empty' };
    setErrors(next);
    setCreated(null);
    if (Object.keys(next).length > 0 || !check.ok) return;
    create.mutate(
      {
        ...fields,
        bankName: fields.bankName.trim(),
        payeeName: fields.payeeName.trim(),
        amount: check.value,
      },
      {
        onSuccess: (w) => {
          setCreated(w.id);
          setAmount('');
          setFields((f) => ({ ...f, paymentPassword: '' }));
          setPageNo(1);
        },
        onError: (err) => {
          const key = errorKeyOf(err);
          if (key === 'amount_invalid' || key === 'insufficient_balance')
            setErrors({ amount: { key } });
          else if (key === 'payment_password_incorrect' || key === 'payment_password_not_set')
            setErrors({ paymentPassword: { key } });
          else setErrors({ form: { key } });
        },
      },
    );
  };

  const text = (name: TextField, label: string, type = 'text') => (
    <Field
      name={name}
      type={type}
      label={t(label)}
      value={fields[name]}
      inputMode={name === 'paymentPassword' ? 'numeric' : undefined}
      autoComplete="off"
      error={errors[name] ? t(errors[name].key) : null}
      onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
    />
  );

  return (
    <div data-testid="withdraw-panel">
      <form className="mc-card form" onSubmit={submit} noValidate>
        <p className="muted">
          {t('wallet.balance')}:{' '}
          <strong data-testid="panel-balance">
            {balance.data ? money(balance.data.balance) : '—'}
          </strong>
        </p>
        <AmountField value={amount} onChange={setAmount} error={errors.amount ?? null} />
        <div className="mc-grid">
          {text('bankName', 'wallet.withdraw.bankName')}
          {text('bankAccountNo', 'wallet.withdraw.bankAccountNo')}
          {text('payeeName', 'wallet.withdraw.payeeName')}
          {text('paymentPassword', 'wallet.paymentPassword', 'password')}
        </div>
        <FormOutcome
          errors={errors}
          done={created === null ? null : t('wallet.withdraw.created', { id: created })}
          doneTestId="withdraw-created"
          busy={create.isPending}
          submitLabel={t('wallet.withdraw.submit')}
          submitTestId="withdraw-submit"
        />
      </form>
      <h3 className="wallet__subtitle">{t('wallet.withdraw.records')}</h3>
      <WithdrawalConfirmHint className="muted wallet__hint" />
      {list.data && list.data.list.length > 0 ? (
        <ul className="wallet__cards" data-testid="withdraw-list">
          {list.data.list.map((w) => (
            <li key={w.id} className="wallet__record" data-testid={`withdrawal-${w.id}`}>
              <div className="wallet__record-head">
                <strong>#{w.id}</strong>
                <span className="num">{money(w.amount)}</span>
                <StatusChip status={w.status} />
              </div>
              <p className="muted">
                {formatTime(w.createdAt, i18n.language)} · {w.bankName} · {w.bankAccountNo} ·{' '}
                {w.payeeName}
              </p>
              <WithdrawalFollowUp withdrawal={w} />
            </li>
          ))}
        </ul>
      ) : list.isPending ? (
        <Spinner />
      ) : (
        <p className="empty muted">{t('wallet.empty')}</p>
      )}
      {list.data && (
        <Pager
          pageNo={pageNo}
          totalPages={list.data.totalPages}
          onChange={setPageNo}
          testId="withdraw-pager"
        />
      )}
    </div>
  );
}
