import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null | undefined;
  after?: ReactNode;
}

/** A labelled input with its error under it (spec §8: field errors show under the input). */
export function Field({ label, error, after, id, ...input }: FieldProps) {
  const inputId = id ?? `f-${input.name ?? label}`;
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__row">
        <input id={inputId} className="input" aria-invalid={Boolean(error)} {...input} />
        {after}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
