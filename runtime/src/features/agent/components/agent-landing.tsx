import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/routes.ts';
import { getTenant, useTenantText } from '../../../config/tenant.ts';
import { errorKeyOf, errorValue } from '../../../lib/api/api-error.ts';
import { selectIsAgent, useSession } from '../../../lib/stores/session.ts';
import { CaptchaField } from '../../../components/ui/captcha-field.tsx';
import {
  renewCaptcha,
  takeCaptcha,
  type CaptchaAnswer,
} from '../../../lib/captcha/captcha-store.ts';
import { CredentialFields, SecondFactorField } from '../../../components/ui/credential-fields.tsx';
import { agentLogin, type AgentLoginAnswer } from '../api/agent-login.ts';
import { agentLoginVerify } from '../api/agent-login-verify.ts';
import '../agent.css';
import { FormError, SubmitButton } from '../../../components/ui/form-end.tsx';

type LoggedIn = Extract<AgentLoginAnswer, { token: string }>;

const needsCaptcha = (key: string, value: Record<string, unknown>) =>
  value.captcha === true ||
  value.captchaRequired === true ||
  key === 'captcha_required' ||
  key === 'captcha_invalid';

const CAPTCHA_SCOPE = 'agent-login';

/** /agent: marketing text, agent login (captcha after a failure), support hours; no chrome. */
export default function AgentLanding() {
  const { t } = useTranslation();
  const tenant = getTenant();
  const text = useTenantText();
  const navigate = useNavigate();
  const isAgent = useSession(selectIsAgent);
  const token = useSession((s) => s.token);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [challenge, setChallenge] = useState<{ id: string; sentTo: string } | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (token && isAgent) return <Navigate to={paths.agentHome} replace />;

  const finish = (value: LoggedIn) => {
    useSession.getState().setToken(value.token, value.firstTimeLogin);
    useSession.getState().setMember(value.member);
    navigate(paths.agentHome);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next: Record<string, string> = {};
    if (challenge) {
      if (!code) next.code = t('auth/missing-verification-code');
    } else {
      if (!username.trim()) next.username = t('not_empty');
      if (!password) next.password = t('not_empty');
    }
    let captcha: CaptchaAnswer | undefined;
    if (!challenge && Object.keys(next).length === 0 && captchaShown) {
      captcha = await takeCaptcha(CAPTCHA_SCOPE);
      if (!captcha) next.captcha = t('not_empty');
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    setErrorKey(null);
    try {
      if (challenge) {
        finish(await agentLoginVerify({ challengeId: challenge.id, verificationCode: code }));
        return;
      }
      const answer = await agentLogin({
        username: username.trim(),
        password,
        ...captcha,
      });
      if ('secondFactorRequired' in answer) {
        setChallenge({ id: answer.challengeId, sentTo: answer.sentTo });
        return;
      }
      finish(answer);
    } catch (error) {
      const key = errorKeyOf(error);
      setErrorKey(key);
      if (needsCaptcha(key, errorValue(error))) setCaptchaShown(true);
      // The captcha sent is used up, whatever the refusal: the next attempt needs a new one.
      if (captcha) renewCaptcha(CAPTCHA_SCOPE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="agent-landing" data-testid="agent-landing">
      <header className="agent-landing__top">
        <Link to={paths.home}>
          <img src={`/${tenant.branding.logo}`} alt={tenant.displayName} className="header__logo" />
        </Link>
      </header>
      <div className="agent-landing__grid">
        <section className="agent-landing__hero">
          <p className="agent-landing__eyebrow">{t('agent.landing.eyebrow')}</p>
          <h1>
            {tenant.agent.marketing ? text(tenant.agent.marketing.headline) : tenant.displayName}
          </h1>
          {tenant.agent.marketing && <p className="muted">{text(tenant.agent.marketing.body)}</p>}
          <ul className="agent-landing__points">
            <li>{t('agent.landing.point1')}</li>
            <li>{t('agent.landing.point2')}</li>
            <li>{t('agent.landing.point3')}</li>
          </ul>
        </section>
        <form className="form agent-card agent-login" onSubmit={onSubmit} noValidate>
          <h2>{t('agent.login')}</h2>
          {challenge ? (
            <SecondFactorField
              sentTo={challenge.sentTo}
              name="code"
              value={code}
              onChange={setCode}
              error={errors.code}
            />
          ) : (
            <>
              <CredentialFields
                username={username}
                password={password}
                onUsername={setUsername}
                onPassword={setPassword}
                errors={errors}
              />
              {captchaShown && <CaptchaField scope={CAPTCHA_SCOPE} error={errors.captcha} />}
            </>
          )}
          {errorKey && <FormError testId="agent-login-error">{t(errorKey)}</FormError>}
          <SubmitButton busy={busy} label={t('agent.login')} testId="agent-login-submit" block />
          <p className="muted agent-landing__hours" data-testid="agent-support-hours">
            {t('agent.landing.supportHours')}: {text(tenant.agent.supportHours)}
          </p>
        </form>
      </div>
    </div>
  );
}
