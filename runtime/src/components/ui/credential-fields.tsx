// The username and password pair of every sign-in form (player login popup, agent landing), and
// the second-factor code that replaces them when the server asks for one.
import { useTranslation } from 'react-i18next';
import { Field } from './field.tsx';

interface CredentialFieldsProps {
  username: string;
  password: string;
  onUsername(value: string): void;
  onPassword(value: string): void;
  errors: { username?: string | undefined; password?: string | undefined };
}

export function CredentialFields({
  username,
  password,
  onUsername,
  onPassword,
  errors,
}: CredentialFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('field.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(e) => onUsername(e.target.value)}
        error={errors.username}
      />
      <Field
        label={t('field.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={errors.password}
      />
    </>
  );
}

/** The code of a second-factor sign-in, with where it was sent. */
export function SecondFactorField({
  sentTo,
  name,
  value,
  onChange,
  error,
}: {
  sentTo: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="notice">{t('auth.secondFactor', { sentTo })}</p>
      <Field
        label={t('field.verificationCode')}
        name={name}
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
      />
    </>
  );
}
