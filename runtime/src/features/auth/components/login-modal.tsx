import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { isMobileNum } from '../lib/mobile-num.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  COOKIE_KEYS,
  smsCountdownSeconds,
  THROTTLE_MS,
  type LoginType,
} from '../../../config/constants.ts';
import { getTenant } from '../../../config/tenant.ts';
import { errorKeyOf, errorParams, errorValue } from '../../../lib/api/api-error.ts';
import { deleteCookie, getCookie, setCookie } from '../../../lib/cookies.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { CredentialFields, SecondFactorField } from '../../../components/ui/credential-fields.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useFreePlay } from '../api/free-play.ts';
import { useDialingCode } from '../api/get-country-codes.ts';
import { isSecondFactor, login, type LoggedIn } from '../api/login.ts';
import { loginSecondFactor } from '../api/login-second-factor.ts';
import { isAgentPath } from '../../../config/routes.ts';
import { sendRefusal, useSendSms } from '../api/send-sms.ts';
import {
  failureNeedsCaptcha,
  initialLoginState,
  loginReducer,
  outcomeAfterLogin,
} from '../lib/login-machine.ts';
import { useCompleteLogin } from '../lib/use-complete-login.ts';
import { useCountdown } from '../lib/use-countdown.ts';
import { seal, unseal } from '../../../lib/sealed-secret.ts';
import { CaptchaField } from '../../../components/ui/captcha-field.tsx';
import {
  captchaMessageKey,
  renewCaptcha,
  takeCaptcha,
  type CaptchaAnswer,
} from '../../../lib/captcha/captcha-store.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { SendCodeButton } from './send-code-button.tsx';
import { ONE_CLICK_PROVIDERS } from '#schemas/one-click.ts';
import { oneClickStartUrl } from '../lib/one-click-return.ts';

const CAPTCHA_SCOPE = 'login';

export default function LoginModal() {
  const { t, i18n } = useTranslation();
  const tenant = getTenant();
  const flags = tenant.flags;
  const navigate = useNavigate();
  const modals = useModals();
  const completeLogin = useCompleteLogin();
  // A one-click sign-in that came back refused opens this popup with its reason.
  const [state, dispatch] = useReducer(loginReducer, modals.data.oneClickError, (key) =>
    key
      ? loginReducer(initialLoginState, { type: 'failure', errorKey: key, captcha: false })
      : initialLoginState,
  );
  const [type, setType] = useState<LoginType>('username');
  const [username, setUsername] = useState(() => getCookie(COOKIE_KEYS.username) ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => getCookie(COOKIE_KEYS.remember) === '1');
  const [mobile, setMobile] = useState(() => getCookie(COOKIE_KEYS.smsPhone) ?? '');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<{ id: string; sentTo: string } | null>(null);
  const [secondCode, setSecondCode] = useState('');
  const dialingCode = useDialingCode();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [seconds, startCountdown] = useCountdown();
  const [lastSms, setLastSms] = useState(0);
  const sendSms = useSendSms();
  const freePlay = useFreePlay();

  // The remembered password is sealed to this device (lib/sealed-secret): open it, or drop a
  // cookie this browser cannot read (an old clear-text one, or one from another device).
  useEffect(() => {
    const sealed = getCookie(COOKIE_KEYS.password);
    if (!sealed) return;
    let live = true;
    void unseal(sealed).then((secret) => {
      if (secret === null) deleteCookie(COOKIE_KEYS.password);
      else if (live) setPassword((typed) => typed || secret);
    });
    return () => {
      live = false;
    };
  }, []);

  const close = () => {
    modals.close();
    if (window.location.pathname.toLowerCase() === '/login') navigate('/');
  };

  const validate = (): boolean => {
    const errors: Record<string, string> = {};
    if (type === 'username') {
      if (!username.trim()) errors.username = t('not_empty');
      if (!password) errors.password = t('not_empty');
    } else {
      if (!isMobileNum(mobile)) errors.mobile = t('auth/invalid-phone-number');
      if (!code) errors.code = t('auth/missing-verification-code');
    }
    setFieldErrors(errors);
    return Object.keys(errors).length === 0;
  };

  /** Spec §4: remember cookies, forced password change, member info, agents to /agentHome. */
  const finish = async (value: LoggedIn) => {
    dispatch({ type: 'success' });
    if (type === 'username' && remember) {
      setCookie(COOKIE_KEYS.username, username.trim());
      // Never in clear: without a sealing key (no IndexedDB) the password is not remembered.
      await seal(password).then(
        (sealed) => setCookie(COOKIE_KEYS.password, sealed),
        () => deleteCookie(COOKIE_KEYS.password),
      );
      setCookie(COOKIE_KEYS.remember, '1');
    } else if (type === 'username') {
      deleteCookie(COOKIE_KEYS.username);
      deleteCookie(COOKIE_KEYS.password);
      deleteCookie(COOKIE_KEYS.remember);
    } else {
      setCookie(COOKIE_KEYS.smsPhone, mobile);
    }
    if (outcomeAfterLogin({ value, loginType: type, flags }) === 'changePassword') {
      useSession.getState().setToken(value.token, value.firstTimeLogin);
      useSession.getState().setMember(value.member);
      modals.show(
        'changePassword',
        { reason: value.passwordExpired ? 'expired' : 'default' },
        true,
      );
      return;
    }
    await completeLogin(value.token, { firstTimeLogin: value.firstTimeLogin });
  };

  const fail = (error: unknown) => {
    const key = errorKeyOf(error);
    dispatch({
      type: 'failure',
      errorKey: key,
      errorParams: errorParams(error),
      captcha: failureNeedsCaptcha(key, errorValue(error)),
    });
  };

  /** The captcha of this attempt when the server asked for one; false when there is none to send. */
  const captchaForAttempt = async (): Promise<CaptchaAnswer | undefined | false> => {
    if (!state.captchaRequired) return undefined;
    const captcha = await takeCaptcha(CAPTCHA_SCOPE);
    // Nothing to send: the box is empty, or the proof of work failed (its status says so).
    if (!captcha) setFieldErrors({ captcha: t('not_empty') });
    return captcha ?? false;
  };

  // A second click while the proof of work is being solved is ignored: the first submit sends it.
  const onSubmit = useSingleFlight(async (e: FormEvent) => {
    e.preventDefault();
    if (state.phase === 'submitting') return;
    if (challenge) {
      if (!secondCode) return setFieldErrors({ second: t('auth/missing-verification-code') });
      const captcha = await captchaForAttempt();
      if (captcha === false) return;
      dispatch({ type: 'submit' });
      try {
        await finish(
          await loginSecondFactor({
            challengeId: challenge.id,
            verificationCode: secondCode,
            ...captcha,
          }),
        );
      } catch (error) {
        if (captcha) renewCaptcha(CAPTCHA_SCOPE);
        fail(error);
      }
      return;
    }
    if (!validate()) return;
    const captcha = await captchaForAttempt();
    if (captcha === false) return;
    dispatch({ type: 'submit' });
    try {
      const credentials =
        type === 'username'
          ? { username: username.trim(), password }
          : { username: mobile, password: code };
      const answer = await login({
        ...credentials,
        type,
        area: isAgentPath(window.location.pathname) ? 'agent' : 'player',
        ...captcha,
      });
      if (isSecondFactor(answer)) {
        setChallenge({ id: answer.challengeId, sentTo: answer.sentTo });
        dispatch({ type: 'switchTab' });
        return;
      }
      await finish(answer);
    } catch (error) {
      // The captcha sent is used up, whatever the refusal: the next attempt needs a new one.
      if (captcha) renewCaptcha(CAPTCHA_SCOPE);
      fail(error);
    }
  });

  const onSendSms = async () => {
    const now = Date.now();
    if (seconds > 0 || now - lastSms < THROTTLE_MS) return;
    setLastSms(now);
    if (!isMobileNum(mobile)) {
      setFieldErrors({ mobile: t('auth/invalid-phone-number') });
      return;
    }
    try {
      const value = await sendSms.mutateAsync({
        purpose: 'login',
        mobileNum: mobile,
        countryDialingCode: dialingCode,
      });
      // The number was accepted: an earlier "invalid number" under it is stale.
      setFieldErrors(({ mobile: _stale, ...rest }) => rest);
      startCountdown(smsCountdownSeconds(value.expiredMinutes));
    } catch (error) {
      modals.alert(sendRefusal(error));
    }
  };

  const onFreePlay = async () => {
    try {
      const value = await freePlay.mutateAsync();
      await completeLogin(value.token, { goHome: true });
    } catch (error) {
      dispatch({ type: 'failure', errorKey: errorKeyOf(error), captcha: false });
    }
  };

  const tabs = [
    { key: 'username' as const, label: t('auth.tabUsername') },
    ...(flags.mobileCodeLogin ? [{ key: 'sms' as const, label: t('auth.tabSms') }] : []),
  ];
  const providers = ONE_CLICK_PROVIDERS.filter((p) => flags.oneClickLogin[p]);

  return (
    <Modal title={t('auth.login')} onClose={close} size="sm" testId="login-modal">
      <Tabs
        items={tabs}
        value={type}
        onChange={(k) => {
          setType(k);
          setFieldErrors({});
          dispatch({ type: 'switchTab' });
        }}
      />
      <form className="form" onSubmit={onSubmit} noValidate>
        {challenge ? (
          <SecondFactorField
            sentTo={challenge.sentTo}
            name="secondFactor"
            value={secondCode}
            onChange={setSecondCode}
            error={fieldErrors.second}
          />
        ) : type === 'username' ? (
          <CredentialFields
            username={username}
            password={password}
            onUsername={setUsername}
            onPassword={setPassword}
            errors={fieldErrors}
          />
        ) : (
          <>
            <Field
              label={t('field.mobileNum')}
              name="mobile"
              type="tel"
              inputMode="numeric"
              value={mobile}
              onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
              error={fieldErrors.mobile}
            />
            <Field
              label={t('field.verificationCode')}
              name="code"
              inputMode="numeric"
              maxLength={255}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={fieldErrors.code}
              after={
                <SendCodeButton seconds={seconds} sending={sendSms.isPending} onClick={onSendSms} />
              }
            />
          </>
        )}
        {state.captchaRequired && (
          <CaptchaField scope={CAPTCHA_SCOPE} error={fieldErrors.captcha} />
        )}
        {state.errorKey && (
          <p className="form__error" role="alert" data-testid="login-error">
            {t(captchaMessageKey(state.errorKey), state.errorParams)}
          </p>
        )}
        <div className="form__row form__row--between">
          {type === 'username' ? (
            <label className="check">
              <input
                type="checkbox"
                checked={remember}
                onChange={(e) => setRemember(e.target.checked)}
              />
              <span>{t('auth.rememberPassword')}</span>
            </label>
          ) : (
            <span />
          )}
          <button
            type="button"
            className="link"
            onClick={() => modals.show('forgotPassword')}
            data-testid="forgot-password"
          >
            {t('auth.forgotPassword')}
          </button>
        </div>
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={state.phase === 'submitting'}
        >
          {state.phase === 'submitting' ? t('common.loading') : t('auth.login')}
        </button>
        {flags.freePlay && (
          <button
            type="button"
            className="btn btn--outline btn--block"
            onClick={onFreePlay}
            disabled={freePlay.isPending}
          >
            {t('auth.freePlay')}
          </button>
        )}
        {providers.length > 0 && (
          <div className="one-click">
            <span className="muted">{t('auth.oneClick')}</span>
            <div className="one-click__row">
              {providers.map((p) => (
                <button
                  key={p}
                  type="button"
                  className={`btn btn--sm btn--provider btn--${p}`}
                  data-testid={`one-click-${p}`}
                  onClick={() => window.location.assign(oneClickStartUrl(p, i18n.language))}
                >
                  {t(`auth.provider.${p}`)}
                </button>
              ))}
            </div>
          </div>
        )}
        <p className="form__foot">
          {t('auth.noAccount')}{' '}
          <button type="button" className="link" onClick={() => modals.show('register')}>
            {t('auth.register')}
          </button>
        </p>
        <p className="form__foot muted">
          {t('auth.termsNote')}{' '}
          <button
            type="button"
            className="link"
            onClick={() => {
              navigate('/help#term');
              modals.show('help', { anchor: 'term' });
            }}
          >
            {t('auth.terms')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
