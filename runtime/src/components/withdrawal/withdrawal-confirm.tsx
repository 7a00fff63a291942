// The confirmation of an approved withdrawal (spec §4): Received, Not received (received amount
// and proof images, checked here before upload) or Full payment made. The member centre and the
// agent centre both show it: an agent's withdrawal is a member's withdrawal.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_FILES } from '../../config/constants.ts';
import { checkAmount } from '../../lib/amount.ts';
import { errorKeyOf } from '../../lib/api/api-error.ts';
import {
  useConfirmWithdrawal,
  type ConfirmWithdrawalInput,
} from '../../lib/api/confirm-withdrawal.ts';
import type { Withdrawal } from '../../lib/api/get-withdrawals.ts';
import { checkUploads } from './proof-upload.ts';
import './withdrawal.css';

export function WithdrawalConfirm({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const confirm = useConfirmWithdrawal();
  const [mode, setMode] = useState<'choose' | 'notReceived'>('choose');
  const [files, setFiles] = useState<File[]>([]);
  const [received, setReceived] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = (input: ConfirmWithdrawalInput) => {
    if (confirm.isPending) return;
    setError(null);
    confirm.mutate(input, { onError: (err) => setError(errorKeyOf(err)) });
  };

  const sendNotReceived = () => {
    const upload = checkUploads(files);
    if (upload.error) return setError(upload.error);
    let receivedAmount: string | undefined;
    if (received.trim() !== '') {
      const check = checkAmount(received, { max: withdrawal.amount - 0.01 });
      if (!check.ok)
        return setError(check.error === 'wallet.amount.aboveMax' ? 'amount_invalid' : check.error);
      receivedAmount = check.value.toFixed(2);
    }
    send({
      id: withdrawal.id,
      result: 'notReceived',
      images: upload.files,
      ...(receivedAmount ? { receivedAmount } : {}),
    });
  };

  return (
    <div className="withdrawal-confirm" data-testid={`confirm-${withdrawal.id}`}>
      <p className="withdrawal-confirm__q">{t('wallet.confirm.question')}</p>
      {mode === 'choose' ? (
        <div className="withdrawal-confirm__actions">
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={confirm.isPending}
            data-testid="confirm-received"
            onClick={() => send({ id: withdrawal.id, result: 'received' })}
          >
            {t('wallet.confirm.received')}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            disabled={confirm.isPending}
            data-testid="confirm-not-received"
            onClick={() => setMode('notReceived')}
          >
            {t('wallet.confirm.notReceived')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={confirm.isPending}
            data-testid="confirm-full-payment"
            onClick={() => send({ id: withdrawal.id, result: 'fullPayment' })}
          >
            {t('wallet.confirm.fullPayment')}
          </button>
        </div>
      ) : (
        <div className="form">
          <label className="field">
            <span className="field__label">{t('wallet.confirm.receivedAmount')}</span>
            <input
              className="input"
              name="receivedAmount"
              inputMode="decimal"
              placeholder="0.00"
              value={received}
              onChange={(e) => setReceived(e.target.value)}
            />
          </label>
          <label className="field">
            <span className="field__label">
              {t('wallet.confirm.proof', { max: UPLOAD_MAX_FILES })}
            </span>
            <input
              className="input withdrawal-confirm__file"
              type="file"
              name="images"
              accept="image/png,image/jpeg"
              multiple
              data-testid="proof-input"
              onChange={(e) => {
                const picked = Array.from(e.target.files ?? []);
                setFiles(picked);
                setError(checkUploads(picked).error);
              }}
            />
          </label>
          {files.length > 0 && <p className="muted">{files.map((f) => f.name).join(', ')}</p>}
          <div className="withdrawal-confirm__actions">
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={confirm.isPending}
              data-testid="confirm-send-proof"
              onClick={sendNotReceived}
            >
              {t('wallet.confirm.sendProof')}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={confirm.isPending}
              onClick={() => setMode('choose')}
            >
              {t('common.cancel')}
            </button>
          </div>
        </div>
      )}
      {error && (
        <p className="field__error" role="alert" data-testid="confirm-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
