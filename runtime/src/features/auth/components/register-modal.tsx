import Form from '@rjsf/core';
import type { RJSFValidationError, ErrorSchema, FormValidation } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RegistrationField } from '#schemas/constants.ts';
import { smsCountdownSeconds, THROTTLE_MS } from '../../../config/constants.ts';
import { getTenant } from '../../../config/tenant.ts';
import { errorKeyOf, errorParams } from '../../../lib/api/api-error.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { checkInvitationCode } from '../api/check-invitation-code.ts';
import { useDialingCode } from '../api/get-country-codes.ts';
import { useRegister, type RegisterMode } from '../api/register.ts';
import { sendRefusal, useSendSms } from '../api/send-sms.ts';
import { useRegisterRules } from '../api/use-register-rules.ts';
import { ruleMessage, rulesToSchema, type FormValues } from '../lib/rules-to-schema.ts';
import { useCompleteLogin } from '../lib/use-complete-login.ts';
import { useCountdown } from '../lib/use-countdown.ts';
import { serverFieldErrors } from '../lib/server-field-errors.ts';
import {
  REGISTER_CAPTCHA_SCOPE,
  registerWidgets,
  type RegisterFormContext,
} from './register-widgets.tsx';
import {
  captchaMessageKey,
  reloadCaptchaImage,
  renewCaptcha,
  takeCaptcha,
  type CaptchaAnswer,
} from '../../../lib/captcha/captcha-store.ts';

/** Default tab (spec §2): mobile when the tenant registers by mobile, else username. */
const validator = customizeValidator<FormValues>();

const ignoreShownErrors = () => undefined;

function defaultRegisterMode(flags: { MOBILENUMREG3: boolean }): RegisterMode {
  return flags.MOBILENUMREG3 ? 'mobile' : 'username';
}

export default function RegisterModal() {
  const { t, i18n } = useTranslation();
  const tenant = getTenant();
  const flags = tenant.flags;
  const navigate = useNavigate();
  const modals = useModals();
  const { rules, ready } = useRegisterRules();
  const completeLogin = useCompleteLogin();
  const register = useRegister();
  const sendSms = useSendSms();
  const dialingCode = useDialingCode();
  const [mode, setMode] = useState<RegisterMode>(defaultRegisterMode(flags));
  const [formData, setFormData] = useState<FormValues>({});
  // The form's own state is the source of truth for what is typed right now: the SMS button
  // reads the number from it, since the parent's copy may lag behind the last keystroke.
  const formRef = useRef<Form<FormValues>>(null);
  const [seconds, startCountdown] = useCountdown();
  const [lastSms, setLastSms] = useState(0);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<FormValues>>({});

  const { schema, uiSchema } = useMemo(
    () => rulesToSchema(mode, rules, flags, (f) => t(f === 'terms' ? 'auth.terms' : `field.${f}`)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels follow the language, not t's identity
    [mode, rules, flags, i18n.language],
  );

  const close = () => {
    modals.close();
    if (window.location.pathname.toLowerCase() === '/register') navigate('/');
  };

  const fieldError = (field: string, message: string) =>
    setExtraErrors({ [field]: { __errors: [message] } } as ErrorSchema<FormValues>);

  const context: RegisterFormContext = {
    seconds,
    sendingSms: sendSms.isPending,
    openTerms: () => modals.show('help', { anchor: 'term' }),
    sendSms: () => {
      const now = Date.now();
      if (seconds > 0 || now - lastSms < THROTTLE_MS) return;
      setLastSms(now);
      const mobile = (
        formRef.current?.state.formData?.mobileNum ??
        formData.mobileNum ??
        ''
      ).trim();
      const rule = rules.mobileNum;
      if (
        !mobile ||
        (rule && !new RegExp(schema.properties.mobileNum?.pattern ?? '.*', 'u').test(mobile))
      ) {
        fieldError('mobileNum', t('auth/invalid-phone-number'));
        return;
      }
      sendSms
        .mutateAsync({
          purpose: 'register',
          mobileNum: mobile,
          countryDialingCode: dialingCode,
          regType: mode,
        })
        .then((v) => {
          // The number was accepted: an earlier "invalid number" under it is stale.
          setExtraErrors(({ mobileNum: _stale, ...rest }) => rest as ErrorSchema<FormValues>);
          startCountdown(smsCountdownSeconds(v.expiredMinutes));
        })
        .catch((e: unknown) => modals.alert(sendRefusal(e)));
    },
  };

  const transformErrors = (errors: RJSFValidationError[]): RJSFValidationError[] => {
    const seen = new Set<string>();
    return errors.flatMap((error) => {
      const field =
        (error.property ?? '').replace(/^\./, '') || String(error.params?.missingProperty ?? '');
      const key = field || error.property || '';
      if (seen.has(key)) return [];
      seen.add(key);
      const rule = rules[field as RegistrationField];
      let message = t('not_empty');
      if (error.name !== 'required' && rule) {
        message = ruleMessage(t, rule.patternId ?? 0, rule.minLength, rule.maxLength);
      }
      return [{ ...error, property: `.${field}`, message, stack: message }];
    });
  };

  const customValidate = (data: FormValues | undefined, errors: FormValidation<FormValues>) => {
    if (data?.confirmPassword && data.confirmPassword !== data.password) {
      errors.confirmPassword?.addError(t('inconsistent_twice'));
    }
    if (data?.terms !== true) errors.terms?.addError(t('not_empty'));
    return errors;
  };

  const onSubmit = useSingleFlight(async (data: FormValues) => {
    setExtraErrors({});
    if (data.affiliateCode && !(await checkInvitationCode(data.affiliateCode))) {
      fieldError('affiliateCode', t('invitation_code_error'));
      return;
    }
    const { terms: _terms, captcha: _typed, ...fields } = data;
    let captcha: CaptchaAnswer | undefined;
    if (schema.properties.captcha) {
      captcha = await takeCaptcha(REGISTER_CAPTCHA_SCOPE);
      if (!captcha) return fieldError('captcha', t('not_empty'));
    }
    const referralCode = new URLSearchParams(window.location.search).get('referralCode');
    try {
      const value = await register.mutateAsync({
        mode,
        body: {
          ...Object.fromEntries(
            Object.entries(fields).filter(([, v]) => v !== undefined && v !== ''),
          ),
          ...(referralCode ? { referralCode } : {}),
          ...captcha,
          ...(fields.mobileNum ? { countryDialingCode: dialingCode } : {}),
          domain: window.location.hostname,
          registerUrl: window.location.href,
          registerMethod: 'WEB',
          login: true,
        },
      });
      await completeLogin(value.token, { goHome: true, firstTimeLogin: true });
    } catch (error) {
      // The captcha sent is used up, whatever the refusal: the next attempt needs a new one.
      if (captcha) renewCaptcha(REGISTER_CAPTCHA_SCOPE);
      // Spec §8: a refusal about a field of the form shows under it, not in a popup.
      const fields = serverFieldErrors(error, t, Object.keys(schema.properties));
      // A mobile-tab account is the number: "already taken" belongs under it.
      if (errorKeyOf(error) === 'username_taken' && !fields.username && schema.properties.mobileNum)
        fields.mobileNum = t('username_taken');
      if (Object.keys(fields).length > 0)
        setExtraErrors(
          Object.fromEntries(
            Object.entries(fields).map(([f, m]) => [f, { __errors: [m] }]),
          ) as ErrorSchema<FormValues>,
        );
      else
        modals.alert({
          message: captchaMessageKey(errorKeyOf(error)),
          tone: 'error',
          params: errorParams(error),
        });
    }
  });

  const tabs = [
    ...(flags.MOBILENUMREG3 ? [{ key: 'mobile' as const, label: t('auth.registerByMobile') }] : []),
    ...(flags.USERNAMEREG3
      ? [{ key: 'username' as const, label: t('auth.registerByUsername') }]
      : []),
  ];

  return (
    <Modal title={t('auth.register')} onClose={close} size="sm" testId="register-modal">
      <Tabs
        items={tabs}
        value={mode}
        onChange={(k) => {
          setMode(k);
          setExtraErrors({});
          reloadCaptchaImage(REGISTER_CAPTCHA_SCOPE);
        }}
      />
      {!ready ? (
        <Spinner />
      ) : (
        <Form<FormValues>
          ref={formRef}
          key={mode}
          className="form rjsf"
          schema={schema}
          uiSchema={uiSchema}
          formData={formData}
          validator={validator}
          widgets={registerWidgets}
          formContext={context}
          showErrorList={false}
          noHtml5Validate
          transformErrors={transformErrors}
          customValidate={customValidate}
          extraErrors={extraErrors}
          // The errors show under their fields; without a handler rjsf also logs them.
          onError={ignoreShownErrors}
          onChange={(e) => setFormData(e.formData ?? {})}
          onSubmit={(e) => void onSubmit(e.formData ?? {})}
        >
          <button
            type="submit"
            className="btn btn--primary btn--block"
            disabled={register.isPending}
          >
            {register.isPending ? t('common.loading') : t('auth.register')}
          </button>
          <p className="form__foot">
            {t('auth.haveAccount')}{' '}
            <button type="button" className="link" onClick={() => modals.show('login')}>
              {t('auth.login')}
            </button>
          </p>
        </Form>
      )}
    </Modal>
  );
}
