import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { getTenant } from '../../../config/tenant.ts';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { formatCurrency } from '../../../lib/money.ts';
import { useConvertPoints } from '../api/convert-points.ts';
import { usePointsBalance } from '../api/get-points-balance.ts';
import { usePointsConfig } from '../api/get-points-config.ts';
import { amountFor, parseWholePoints } from '../lib/convert.ts';
import { FormDone, FormError, SubmitButton } from '../../../components/ui/form-end.tsx';

/** Convert whole points into wallet balance at the tenant's ratio (payment password). */
export function ConvertForm() {
  const { t, i18n } = useTranslation();
  const symbol = getTenant().currency.symbol;
  const balance = usePointsBalance();
  const config = usePointsConfig();
  const convert = useConvertPoints();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const available = Math.floor(balance.data?.points ?? 0);
  const parsed = parseWholePoints(points, available);
  const preview =
    'points' in parsed && config.data ? amountFor(parsed.points, config.data.conversion) : 0;
  const money = (n: number) => formatCurrency(n, symbol, i18n.language);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (convert.isPending) return;
    setDone(null);
    if ('error' in parsed) return setError(parsed.error);
    if (!password) return setError('points.error.passwordRequired');
    setError(null);
    convert.mutate(
      { points: parsed.points, paymentPassword: password },
      {
        onSuccess: (r) => {
          setDone(t('points.converted', { points: r.points, amount: money(r.amount) }));
          setPoints('');
          setPassword('');
        },
        onError: (err) => setError(errorKeyOf(err)),
      },
    );
  };

  return (
    <form className="form points__convert" onSubmit={submit} noValidate data-testid="convert-form">
      <Field
        label={t('points.convertPoints', { available })}
        name="points"
        inputMode="numeric"
        value={points}
        onChange={(e) => setPoints(e.target.value)}
        data-testid="convert-points"
      />
      <p className="muted">{t('points.convertPreview', { amount: money(preview) })}</p>
      <Field
        label={t('points.paymentPassword')}
        name="paymentPassword"
        type="password"
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        data-testid="convert-password"
      />
      {error && <FormError testId="convert-error">{t(error)}</FormError>}
      {done && <FormDone testId="convert-done">{done}</FormDone>}
      <SubmitButton
        busy={convert.isPending}
        label={t('points.convert')}
        testId="convert-submit"
        block
      />
    </form>
  );
}
