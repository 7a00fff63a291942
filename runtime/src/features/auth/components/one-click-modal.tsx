// After a one-click sign-in came back: trades its ticket for a session, or asks once for what the
// tenant's registration rules need and the provider did not give, or for the password of the
// existing account whose email or phone the provider vouched for (to link them). A refusal goes
// back to the login popup, translated.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OneClickAnswer, OneClickAskedField } from '#schemas/one-click.ts';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useCompleteOneClick } from '../api/complete-one-click.ts';
import { useDialingCode } from '../api/get-country-codes.ts';
import { sendRefusal, useSendSms } from '../api/send-sms.ts';
import { useCompleteLogin } from '../lib/use-complete-login.ts';
import { serverFieldErrors } from '../lib/server-field-errors.ts';

type Question = Exclude<OneClickAnswer, { status: 'signedIn' }>;

const INPUT_OF: Record<OneClickAskedField, { type: string; inputMode?: 'numeric' | 'email' }> = {
  mobileNum: { type: 'tel', inputMode: 'numeric' },
  verificationCode: { type: 'text', inputMode: 'numeric' },
  payeeName: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
};

export default function OneClickModal() {
  const { t, i18n } = useTranslation();
  const modals = useModals();
  const ticket = modals.data.ticket ?? '';
  const complete = useCompleteOneClick(i18n.language);
  const completeLogin = useCompleteLogin();
  const dialingCode = useDialingCode();
  const sendSms = useSendSms();
  const [question, setQuestion] = useState<Question | null>(null);
  const [values, setValues] = useState<Partial<Record<OneClickAskedField, string>>>({});
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const backToLogin = (key: string) => modals.show('login', { oneClickError: key });

  const answer = async (value: OneClickAnswer) => {
    if (value.status === 'signedIn')
      await completeLogin(value.session.token, { firstTimeLogin: value.session.firstTimeLogin });
    else setQuestion(value);
  };

  // The ticket is traded once, when the popup opens (React's dev double effect included).
  const traded = useRef(false);
  useEffect(() => {
    if (traded.current) return;
    traded.current = true;
    complete.mutateAsync({ ticket }).then(answer, (e: unknown) => backToLogin(errorKeyOf(e)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per ticket
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!question || complete.isPending) return;
    const missing: Record<string, string> = {};
    if (question.status === 'fields')
      for (const f of question.fields) if (!values[f]?.trim()) missing[f] = t('not_empty');
    if (question.status === 'link' && !password) missing.password = t('not_empty');
    setErrors(missing);
    setFormError(null);
    if (Object.keys(missing).length > 0) return;
    try {
      await answer(
        await complete.mutateAsync(
          question.status === 'fields'
            ? { ticket, fields: { ...values, countryDialingCode: dialingCode } }
            : { ticket, password },
        ),
      );
    } catch (error) {
      const key = errorKeyOf(error);
      if (key === 'auth/code-expired') return backToLogin(key);
      const named = serverFieldErrors(error, t, [
        ...(question.status === 'fields' ? question.fields : []),
        'password',
      ]);
      setErrors(named);
      if (Object.keys(named).length === 0) setFormError(t(key));
    }
  };

  const onSendCode = async () => {
    try {
      await sendSms.mutateAsync({
        purpose: 'register',
        mobileNum: values.mobileNum ?? '',
        countryDialingCode: dialingCode,
        regType: 'mobile',
      });
    } catch (error) {
      const refusal = sendRefusal(error);
      setErrors({ mobileNum: t(refusal.message, refusal.params) });
    }
  };

  return (
    <Modal
      title={t('auth.oneClickFinish')}
      onClose={() => modals.close()}
      size="sm"
      testId="one-click-modal"
    >
      {!question ? (
        <p className="muted">{t('common.loading')}</p>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <p>{t(question.status === 'link' ? 'bind_customer_required' : 'auth.oneClickFields')}</p>
          {question.status === 'link' ? (
            <>
              <Field label={t('field.username')} name="account" value={question.account} readOnly />
              <Field
                label={t('field.password')}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={errors.password}
              />
            </>
          ) : (
            question.fields.map((f) => (
              <Field
                key={f}
                label={t(`field.${f}`)}
                name={f}
                {...INPUT_OF[f]}
                value={values[f] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
                error={errors[f]}
                after={
                  f === 'verificationCode' ? (
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      onClick={onSendCode}
                      disabled={sendSms.isPending || !values.mobileNum}
                      data-testid="send-sms"
                    >
                      {t('auth.sendCode')}
                    </button>
                  ) : undefined
                }
              />
            ))
          )}
          {formError && (
            <p className="form__error" role="alert">
              {formError}
            </p>
          )}
          <button
            type="submit"
            className="btn btn--primary btn--block"
            disabled={complete.isPending}
          >
            {t(question.status === 'link' ? 'auth.oneClickLink' : 'common.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
