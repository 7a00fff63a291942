import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { MallItem } from '../api/get-mall-items.ts';
import { useRedeem } from '../api/redeem.ts';
import { FormError, SubmitButton } from '../../../components/ui/form-end.tsx';

/** Redeem an item: quantity and payment password; refusals show translated, the form stays. */
export function RedeemModal({
  item,
  onClose,
  onDone,
}: {
  item: MallItem;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const redeem = useRedeem();
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const qty = Number(quantity);
  const qtyOk = Number.isInteger(qty) && qty >= 1 && qty <= Math.min(100, item.stock);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (redeem.isPending) return;
    if (!qtyOk) return setError('points.error.quantity');
    if (!password) return setError('points.error.passwordRequired');
    setError(null);
    redeem.mutate(
      { itemId: item.id, quantity: qty, paymentPassword: password },
      { onSuccess: onDone, onError: (err) => setError(errorKeyOf(err)) },
    );
  };

  return (
    <Modal
      title={t('points.redeemTitle', { name: item.name })}
      onClose={onClose}
      size="sm"
      testId="redeem-modal"
    >
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t('points.quantity')}
          name="quantity"
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          data-testid="redeem-quantity"
        />
        <p className="muted">
          {t('points.totalPoints', {
            points: formatMoney(qtyOk ? qty * item.pointsRequired : 0, i18n.language),
          })}
        </p>
        <Field
          label={t('points.paymentPassword')}
          name="paymentPassword"
          type="password"
          autoComplete="off"
          inputMode="numeric"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="redeem-password"
        />
        {error && <FormError testId="redeem-error">{t(error)}</FormError>}
        <SubmitButton
          busy={redeem.isPending}
          label={t('points.redeem')}
          testId="redeem-submit"
          block
        />
      </form>
    </Modal>
  );
}
