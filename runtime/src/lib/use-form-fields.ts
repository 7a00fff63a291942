// Text-field form state: the values, the error under each field, and the props a <Field> takes
// for one of them (`<Field label=… {...field('amount')} />`), so a form states each field once.
import { useState } from 'react';

export function useFormFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K | 'form', string>>>({});
  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
    error: errors[name],
  });
  return { values, setValues, errors, setErrors, field };
}
