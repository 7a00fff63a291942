// depositv2: channels with their bounds, amount, create; the member's deposits with statuses.
// A deposit is pending, then the server settles it one minute later (credited, or failed).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useBalance } from '../../../lib/api/get-balance.ts';
import { useCreateDeposit } from '../../../lib/api/create-deposit.ts';
import { useDepositChannels } from '../../../lib/api/get-deposit-channels.ts';
import { useChannelName } from '../../../lib/channel-name.ts';
import { useDeposits } from '../../../lib/api/get-deposits.ts';
import { checkAmount } from '../../../lib/amount.ts';
import { FormOutcome } from './form-outcome.tsx';
import { AmountField, type FieldError } from './amount-field.tsx';
import { StatusChip } from './status-chip.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { formatTime } from '../lib/format-time.ts';
import '../wallet.css';

export default function DepositPanel() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const channels = useDepositChannels();
  const channelName = useChannelName();
  const balance = useBalance();
  const create = useCreateDeposit();
  const [channel, setChannel] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<FieldError | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const list = useDeposits(pageNo);

  const selected = channels.data?.list.find((c) => c.code === channel) ?? channels.data?.list[0];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending || !selected) return;
    const check = checkAmount(amount, { min: selected.min, max: selected.max });
    if (!check.ok) return setError({ key: check.error, params: check.params });
    setError(null);
    create.mutate(
      { amount: check.value, channel: selected.code },
      {
        onSuccess: (d) => {
          setCreated(d.id);
          setAmount('');
          setPageNo(1);
        },
        onError: (err) => setError({ key: errorKeyOf(err) }),
      },
    );
  };

  if (channels.isPending) return <Spinner />;
  if (channels.isError) return <p className="form__error">{t(errorKeyOf(channels.error))}</p>;

  return (
    <div data-testid="deposit-panel">
      <form className="mc-card form" onSubmit={submit} noValidate>
        <p className="muted">
          {t('wallet.balance')}:{' '}
          <strong data-testid="panel-balance">
            {balance.data ? money(balance.data.balance) : '—'}
          </strong>
        </p>
        <div
          className="wallet__channels"
          role="radiogroup"
          aria-label={t('wallet.deposit.channel')}
        >
          {channels.data.list.map((c) => (
            <button
              key={c.code}
              type="button"
              role="radio"
              aria-checked={c.code === selected?.code}
              className={
                c.code === selected?.code ? 'wallet__channel is-active' : 'wallet__channel'
              }
              data-testid={`deposit-channel-${c.code}`}
              onClick={() => setChannel(c.code)}
            >
              <strong>{channelName(c.code)}</strong>
              <span className="muted">
                {money(c.min)} – {money(c.max)}
              </span>
            </button>
          ))}
        </div>
        <AmountField value={amount} onChange={setAmount} error={error} />
        <p className="muted wallet__hint">{t('wallet.deposit.settlement')}</p>
        <FormOutcome
          done={created === null ? null : t('wallet.deposit.created', { id: created })}
          doneTestId="deposit-created"
          busy={create.isPending}
          submitLabel={t('wallet.deposit.submit')}
          submitTestId="deposit-submit"
        />
      </form>
      <h3 className="wallet__subtitle">{t('wallet.deposit.records')}</h3>
      {list.data && list.data.list.length > 0 ? (
        <div className="wallet__table-wrap">
          <table className="wallet__table" data-testid="deposit-list">
            <thead>
              <tr>
                <th>{t('wallet.col.id')}</th>
                <th>{t('wallet.col.time')}</th>
                <th>{t('wallet.deposit.channel')}</th>
                <th className="num">{t('wallet.col.amount')}</th>
                <th>{t('wallet.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((d) => (
                <tr key={d.id} data-testid={`deposit-${d.id}`}>
                  <td>#{d.id}</td>
                  <td>{formatTime(d.createdAt, i18n.language)}</td>
                  <td>{channelName(d.channel)}</td>
                  <td className="num">{money(d.amount)}</td>
                  <td>
                    <StatusChip status={d.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
          testId="deposit-pager"
        />
      )}
    </div>
  );
}
