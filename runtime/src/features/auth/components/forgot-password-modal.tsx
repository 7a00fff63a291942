import { useState, type FormEvent } from 'react';
import { isMobileNum } from '../lib/mobile-num.ts';
import { useTranslation } from 'react-i18next';
import { smsCountdownSeconds } from '../../../config/constants.ts';
import { getTenant } from '../../../config/tenant.ts';
import { checkField } from '#schemas/field-rules.ts';
import { errorKeyOf, errorValue } from '../../../lib/api/api-error.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useDialingCode } from '../api/get-country-codes.ts';
import { useForgotByEmail } from '../api/forgot-password.ts';
import { useResetByPhone } from '../api/reset-password-by-phone.ts';
import { sendRefusal, useSendSms } from '../api/send-sms.ts';
import { useCompleteLogin } from '../lib/use-complete-login.ts';
import { useCountdown } from '../lib/use-countdown.ts';
import { ruleMessage } from '../lib/rules-to-schema.ts';
import { serverFieldErrors } from '../lib/server-field-errors.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { CaptchaField } from '../../../components/ui/captcha-field.tsx';
import {
  captchaMessageKey,
  renewCaptcha,
  takeCaptcha,
  type CaptchaAnswer,
} from '../../../lib/captcha/captcha-store.ts';
import { failureNeedsCaptcha } from '../lib/login-machine.ts';
import { SendCodeButton } from './send-code-button.tsx';

/** The reset's captcha: asked for only once strangers' wrong codes stepped the number up. */
const RESET_CAPTCHA_SCOPE = 'reset';

type Mode = 'email' | 'phone';

export default function ForgotPasswordModal() {
  const { t } = useTranslation();
  const tenant = getTenant();
  const flags = tenant.flags;
  const passwordRule = tenant.registration.fields.password;
  const modals = useModals();
  const byEmail = useForgotByEmail();
  const byPhone = useResetByPhone();
  const sendSms = useSendSms();
  const completeLogin = useCompleteLogin();
  const dialingCode = useDialingCode();
  const [mode, setMode] = useState<Mode>('email');
  const {
    values: v,
    errors,
    setErrors,
    field,
  } = useFormFields({
    username: '',
    email: '',
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
  });
  const [sent, setSent] = useState(false);
  const [proofNeeded, setProofNeeded] = useState(false);
  const [seconds, startCountdown] = useCountdown();

  const required = (keys: (keyof typeof v)[]) => {
    const next: Partial<Record<keyof typeof v, string>> = {};
    for (const k of keys) if (!v[k].trim()) next[k] = t('not_empty');
    if (keys.includes('email') && v.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email))
      next.email = t('auth.emailInvalid');
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const onSubmit = useSingleFlight(async (e: FormEvent) => {
    e.preventDefault();
    let captcha: CaptchaAnswer | undefined;
    try {
      if (mode === 'email') {
        if (!required(['username', 'email'])) return;
        await byEmail.mutateAsync({ username: v.username.trim(), email: v.email.trim() });
        setSent(true);
      } else {
        if (!required(['mobileNum', 'verificationCode', 'newPassword'])) return;
        // The tenant's password rule, shown under the field before any call (spec §5).
        const check = checkField({ ...passwordRule, required: true }, v.newPassword);
        if (!check.ok && check.reason !== 'required') {
          setErrors({ newPassword: ruleMessage(t, check.patternId, check.min, check.max) });
          return;
        }
        if (proofNeeded) {
          captcha = await takeCaptcha(RESET_CAPTCHA_SCOPE);
          if (!captcha) return setErrors({ form: t(captchaMessageKey('captcha_required')) });
        }
        const value = await byPhone.mutateAsync({
          mobileNum: v.mobileNum,
          verificationCode: v.verificationCode,
          newPassword: v.newPassword,
          ...captcha,
        });
        await completeLogin(value.token, { goHome: true });
      }
    } catch (error) {
      const key = errorKeyOf(error);
      // The captcha sent is used up, whatever the refusal: the next attempt needs a new one.
      if (captcha) renewCaptcha(RESET_CAPTCHA_SCOPE);
      if (failureNeedsCaptcha(key, errorValue(error))) setProofNeeded(true);
      const fields = serverFieldErrors(error, t, Object.keys(v));
      setErrors(Object.keys(fields).length > 0 ? fields : { form: t(captchaMessageKey(key)) });
    }
  });

  const onSend = async () => {
    if (!isMobileNum(v.mobileNum)) return setErrors({ mobileNum: t('auth/invalid-phone-number') });
    try {
      const value = await sendSms.mutateAsync({
        purpose: 'reset',
        mobileNum: v.mobileNum,
        countryDialingCode: dialingCode,
      });
      // The number was accepted: an earlier "invalid number" under it is stale.
      setErrors(({ mobileNum: _stale, ...rest }) => rest);
      startCountdown(smsCountdownSeconds(value.expiredMinutes));
    } catch (error) {
      modals.alert(sendRefusal(error));
    }
  };

  const tabs = [
    { key: 'email' as const, label: t('auth.byEmail') },
    ...(flags.forgotPasswordByPhone ? [{ key: 'phone' as const, label: t('auth.byPhone') }] : []),
  ];
  return (
    <Modal title={t('auth.forgotPassword')} onClose={modals.close} size="sm" testId="forgot-modal">
      <Tabs
        items={tabs}
        value={mode}
        onChange={(k) => {
          setMode(k);
          setErrors({});
          setSent(false);
        }}
      />
      {sent ? (
        <p className="notice notice--success" role="status">
          {t('in_been_out')}
        </p>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          {mode === 'email' ? (
            <>
              <Field label={t('field.username')} {...field('username')} />
              <Field label={t('field.email')} {...field('email')} type="email" />
            </>
          ) : (
            <>
              <Field label={t('field.mobileNum')} {...field('mobileNum')} type="tel" />
              <Field
                label={t('field.verificationCode')}
                {...field('verificationCode')}
                after={
                  <SendCodeButton seconds={seconds} sending={sendSms.isPending} onClick={onSend} />
                }
              />
              <Field label={t('field.newPassword')} {...field('newPassword')} type="password" />
              {proofNeeded && <CaptchaField scope={RESET_CAPTCHA_SCOPE} />}
            </>
          )}
          {errors.form && (
            <p className="form__error" role="alert">
              {errors.form}
            </p>
          )}
          <button type="submit" className="btn btn--primary btn--block">
            {t('common.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
