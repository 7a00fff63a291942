// The agent's own deposit and withdrawal (depositv2, withdraw): thin forms over the wallet ops;
// the member centre has the player versions. An approved withdrawal asks the same received / not
// received / proof question as the member centre's.
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCreateDeposit } from '../../../lib/api/create-deposit.ts';
import { useCreateWithdrawal } from '../../../lib/api/create-withdrawal.ts';
import { useBalance } from '../../../lib/api/get-balance.ts';
import { useDepositChannels } from '../../../lib/api/get-deposit-channels.ts';
import { useChannelName } from '../../../lib/channel-name.ts';
import { useDeposits } from '../../../lib/api/get-deposits.ts';
import { useWithdrawals } from '../../../lib/api/get-withdrawals.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import {
  hasFollowUp,
  WithdrawalConfirmHint,
  WithdrawalFollowUp,
} from '../../../components/withdrawal/withdrawal-follow-up.tsx';
import { Money, zoneTime } from './money.tsx';
import { PaymentPasswordLead, usePaymentPasswordMissing } from './payment-password-lead.tsx';
import { FormDone } from '../../../components/ui/form-end.tsx';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

function Balance() {
  const { t } = useTranslation();
  const balance = useBalance();
  return (
    <p className="agent-self" data-testid="agent-wallet-balance">
      {t('agent.team.myBalance')}:{' '}
      <strong>{balance.data ? <Money value={balance.data.balance} symbol /> : '…'}</strong>
    </p>
  );
}

export function DepositPage() {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const channelName = useChannelName();
  const deposits = useDeposits(1);
  const create = useCreateDeposit();
  const [channel, setChannel] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState(false);
  const selected = channels.data?.list.find((c) => c.code === channel) ?? channels.data?.list[0];
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setOk(false);
    const n = Number(amount);
    if (!selected) return;
    if (!AMOUNT.test(amount.trim()) || n < selected.min || n > selected.max) {
      setError(t('agent.funds.amountRange', { min: selected.min, max: selected.max }));
      return;
    }
    setError(null);
    try {
      await create.mutateAsync({ amount: n, channel: selected.code });
      setOk(true);
      setAmount('');
    } catch (err) {
      setError(t(errorKeyOf(err)));
    }
  };
  return (
    <section data-testid="agent-deposit">
      <Balance />
      {channels.isPending ? (
        <Spinner />
      ) : (
        <form className="form agent-card agent-form" onSubmit={onSubmit} noValidate>
          <div className="chips" role="radiogroup" aria-label={t('agent.funds.channel')}>
            {channels.data?.list.map((c) => (
              <button
                key={c.code}
                type="button"
                role="radio"
                aria-checked={selected?.code === c.code}
                className={selected?.code === c.code ? 'chip is-active' : 'chip'}
                onClick={() => setChannel(c.code)}
              >
                {channelName(c.code)}
              </button>
            ))}
          </div>
          {selected && (
            <p className="muted">
              {t('agent.funds.limits', { min: selected.min, max: selected.max })}
            </p>
          )}
          <Field
            label={t('agent.col.amount')}
            name="amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={error}
          />
          {ok && <FormDone>{t('agent.funds.depositPending')}</FormDone>}
          <button type="submit" className="btn btn--primary" disabled={create.isPending}>
            {t('agent.funds.deposit')}
          </button>
        </form>
      )}
      <Records
        rows={(deposits.data?.list ?? []).map((d) => ({
          id: d.id,
          at: d.createdAt,
          amount: d.amount,
          status: d.status,
          note: channelName(d.channel),
        }))}
      />
    </section>
  );
}

export function WithdrawPage() {
  const { t } = useTranslation();
  const withdrawals = useWithdrawals(1);
  const create = useCreateWithdrawal();
  const noPaymentPassword = usePaymentPasswordMissing();
  const {
    values: form,
    setValues: setForm,
    setErrors,
    field,
  } = useFormFields({
    amount: '',
    paymentPassword: '',
    bankName: '',
    bankAccountNo: '',
    payeeName: '',
  });
  const [ok, setOk] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setOk(false);
    const next: Partial<Record<keyof typeof form, string>> = {};
    if (!AMOUNT.test(form.amount.trim()) || !(Number(form.amount) > 0))
      next.amount = t('amount_invalid');
    if (!form.paymentPassword) next.paymentPassword = t('not_empty');
    if (!form.bankName.trim()) next.bankName = t('not_empty');
    if (!/^[0-9-]{4,32}$/.test(form.bankAccountNo))
      next.bankAccountNo = t('agent.funds.accountNoRule');
    if (!form.payeeName.trim()) next.payeeName = t('not_empty');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await create.mutateAsync({
        ...form,
        amount: Number(form.amount),
        bankName: form.bankName.trim(),
        payeeName: form.payeeName.trim(),
      });
      setOk(true);
      setForm((f) => ({ ...f, amount: '', paymentPassword: '' }));
    } catch (err) {
      const key = errorKeyOf(err);
      setErrors(
        key.startsWith('payment_password') ? { paymentPassword: t(key) } : { amount: t(key) },
      );
    }
  };
  return (
    <section data-testid="agent-withdraw">
      <Balance />
      {noPaymentPassword ? (
        <PaymentPasswordLead />
      ) : (
        <form className="form agent-card agent-form" onSubmit={onSubmit} noValidate>
          <Field label={t('agent.col.amount')} {...field('amount')} inputMode="decimal" />
          <Field label={t('agent.funds.bankName')} {...field('bankName')} />
          <Field
            label={t('agent.funds.bankAccountNo')}
            {...field('bankAccountNo')}
            inputMode="numeric"
          />
          <Field label={t('agent.funds.payeeName')} {...field('payeeName')} />
          <Field
            label={t('agent.transfer.paymentPassword')}
            {...field('paymentPassword')}
            type="password"
            autoComplete="off"
          />
          {ok && <FormDone>{t('agent.funds.withdrawPending')}</FormDone>}
          <button type="submit" className="btn btn--primary" disabled={create.isPending}>
            {t('agent.funds.withdraw')}
          </button>
        </form>
      )}
      {(withdrawals.data?.list.length ?? 0) > 0 && <WithdrawalConfirmHint />}
      <Records
        rows={(withdrawals.data?.list ?? []).map((w) => ({
          id: w.id,
          at: w.createdAt,
          amount: w.amount,
          status: w.status,
          note: w.bankName,
          followUp: hasFollowUp(w) ? <WithdrawalFollowUp withdrawal={w} /> : undefined,
        }))}
      />
    </section>
  );
}

interface RecordRow {
  id: number;
  at: number;
  amount: number;
  status: string;
  note: string;
  /** Shown under the row across the table: what the owner may still do with it. */
  followUp?: ReactNode;
}

function Records({ rows }: { rows: RecordRow[] }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <div
      className="agent__table-wrap"
      role="region"
      aria-label={t('agent.funds.recent')}
      tabIndex={0}
    >
      <h2 className="agent-subtitle">{t('agent.funds.recent')}</h2>
      <table className="agent__table">
        <thead>
          <tr>
            <th>{t('agent.col.time')}</th>
            <th>{t('agent.col.note')}</th>
            <th className="num">{t('agent.col.amount')}</th>
            <th>{t('agent.col.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <Fragment key={r.id}>
              <tr data-testid={`agent-record-${r.id}`}>
                <td data-label={t('agent.col.time')}>{zoneTime(r.at, i18n.language)}</td>
                <td data-label={t('agent.col.note')}>{r.note}</td>
                <td className="num" data-label={t('agent.col.amount')}>
                  <Money value={r.amount} />
                </td>
                <td data-label={t('agent.col.status')} data-status={r.status}>
                  {t(`agent.funds.status.${r.status}`)}
                </td>
              </tr>
              {r.followUp && (
                <tr data-testid={`agent-record-${r.id}-follow-up`}>
                  <td className="agent-table__follow-up" colSpan={4}>
                    {r.followUp}
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
