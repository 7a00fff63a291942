import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';

export interface FieldError {
  key: string;
  params?: Record<string, unknown> | undefined;
}

/** An amount input (decimal keypad, 2 decimals) with its error under it. */
export function AmountField({
  value,
  onChange,
  error,
  label,
  hint,
}: {
  value: string;
  onChange: (v: string) => void;
  error: FieldError | null;
  label?: string;
  hint?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Field
        name="amount"
        label={label ?? t('wallet.amount.label')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={value}
        error={error ? t(error.key, error.params) : null}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && <p className="muted wallet__hint">{hint}</p>}
    </div>
  );
}
