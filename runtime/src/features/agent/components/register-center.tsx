import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkField, formatRuleMessage, ruleMessageKey } from '#schemas/field-rules.ts';
import { getTenant } from '../../../config/tenant.ts';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { Field } from '../../../components/ui/field.tsx';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { useRegisterDownline } from '../api/register-downline.ts';
import { FormDone, SubmitButton } from '../../../components/ui/form-end.tsx';

type Key = 'account' | 'password' | 'confirmPassword' | 'nickname';

/** Register a direct downline with the tenant's username and password rules (registerCenter). */
export function RegisterCenter() {
  const { t } = useTranslation();
  const fields = getTenant().registration.fields;
  const register = useRegisterDownline();
  const {
    values: form,
    setValues: setForm,
    setErrors,
    field,
  } = useFormFields<Key>({
    account: '',
    password: '',
    confirmPassword: '',
    nickname: '',
  });
  const [accountType, setAccountType] = useState<'member' | 'agent'>('member');
  const [done, setDone] = useState<string | null>(null);

  const ruleError = (field: 'username' | 'password', value: string) => {
    const rule = fields[field];
    if (!value) return t('not_empty');
    if (!rule) return undefined;
    const check = checkField({ ...rule, enabled: true, required: true }, value);
    if (check.ok) return undefined;
    if (check.reason === 'required') return t('not_empty');
    return formatRuleMessage(t(ruleMessageKey(check.patternId)), check.min, check.max);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const next: Partial<Record<Key, string>> = {};
    const a = ruleError('username', form.account.trim());
    if (a) next.account = a;
    const p = ruleError('password', form.password);
    if (p) next.password = p;
    if (form.confirmPassword !== form.password) next.confirmPassword = t('inconsistent_twice');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const created = await register.mutateAsync({
        account: form.account.trim(),
        password: form.password,
        confirmPassword: form.confirmPassword,
        accountType,
        ...(form.nickname.trim() ? { nickname: form.nickname.trim() } : {}),
      });
      setDone(created.account);
      setForm({ account: '', password: '', confirmPassword: '', nickname: '' });
    } catch (error) {
      // Server field problems (invalid_request) show under their fields.
      const list = error instanceof ApiError && Array.isArray(error.value) ? error.value : [];
      const server: Partial<Record<Key, string>> = {};
      for (const item of list as {
        field?: string;
        message?: string;
        min?: number;
        max?: number;
      }[]) {
        if (item.field === 'account' || item.field === 'password')
          server[item.field] = formatRuleMessage(
            t(item.message ?? 'invalid_request'),
            item.min,
            item.max,
          );
      }
      const key = errorKeyOf(error);
      if (key === 'username_taken') server.account = t(key);
      if (key === 'inconsistent_twice') server.confirmPassword = t(key);
      if (Object.keys(server).length === 0) server.account = t(key);
      setErrors(server);
    }
  };

  return (
    <form
      className="form agent-card agent-form"
      onSubmit={onSubmit}
      noValidate
      data-testid="register-downline"
    >
      {done && (
        <FormDone testId="register-done">{t('agent.register.done', { account: done })}</FormDone>
      )}
      <Field label={t('field.username')} {...field('account')} autoComplete="off" />
      <Field
        label={t('field.password')}
        {...field('password')}
        type="password"
        autoComplete="new-password"
      />
      <Field
        label={t('field.confirmPassword')}
        {...field('confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <Field label={t('agent.register.nickname')} {...field('nickname')} maxLength={32} />
      <fieldset className="agent-radio">
        <legend className="field__label">{t('agent.register.accountType')}</legend>
        {(['member', 'agent'] as const).map((k) => (
          <label key={k} className="check">
            <input
              type="radio"
              name="accountType"
              value={k}
              checked={accountType === k}
              onChange={() => setAccountType(k)}
            />
            <span>{t(`agent.register.type.${k}`)}</span>
          </label>
        ))}
      </fieldset>
      <SubmitButton
        busy={register.isPending}
        label={t('agent.register.submit')}
        testId="register-submit"
      />
    </form>
  );
}
