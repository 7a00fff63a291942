// Where the sign-in link of an SMS lands, on whatever browser the phone opens it in. The token is
// taken off the address bar at once (out of history, bookmarks and Referer), the page shows whose
// account it opens, and only the button signs in: a URL alone never signs anyone in (login CSRF).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorKeyOf, errorParams, type ErrorParams } from '../../../lib/api/api-error.ts';
import { peekSmsLink, signInBySmsLink } from '../api/sms-link.ts';
import { useCompleteLogin } from '../lib/use-complete-login.ts';

/** The token the address carries (the fragment); read before anything takes it away. */
const tokenInAddress = () => window.location.hash.slice(1) || undefined;

/** Takes the fragment off the address bar (history, bookmarks and Referer never see it). */
function dropTokenFromAddress(): void {
  if (!window.location.hash) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

type View =
  | { step: 'checking' }
  | { step: 'confirm'; account: string }
  | { step: 'signingIn'; account: string }
  | { step: 'refused'; key: string; params?: ErrorParams | undefined };

export default function SmsSignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const [token] = useState(tokenInAddress);
  useEffect(dropTokenFromAddress, []);
  const [view, setView] = useState<View>(() =>
    token ? { step: 'checking' } : { step: 'refused', key: 'auth.smsLinkMissing' },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    peekSmsLink(token).then(
      (v) => live && setView({ step: 'confirm', account: v.account }),
      (e: unknown) =>
        live && setView({ step: 'refused', key: errorKeyOf(e), params: errorParams(e) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const signIn = async () => {
    if (!token || view.step !== 'confirm') return;
    setView({ step: 'signingIn', account: view.account });
    try {
      const session = await signInBySmsLink(token);
      await completeLogin(session.token, { firstTimeLogin: session.firstTimeLogin, goHome: true });
    } catch (e) {
      setView({ step: 'refused', key: errorKeyOf(e), params: errorParams(e) });
    }
  };

  const cancel = () => navigate('/');

  return (
    <section className="page coming-soon" data-testid="sms-sign-in">
      <div className="coming-soon__card">
        <h1 className="page__title">{t('auth.smsLinkTitle')}</h1>
        {view.step === 'checking' && (
          <p className="muted" aria-live="polite">
            {t('common.loading')}
          </p>
        )}
        {(view.step === 'confirm' || view.step === 'signingIn') && (
          <>
            <p data-testid="sms-sign-in-question">
              {t('auth.smsLinkConfirm', { account: view.account })}
            </p>
            <div className="modal__actions">
              <button type="button" className="btn btn--outline" onClick={cancel}>
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => void signIn()}
                disabled={view.step === 'signingIn'}
                data-testid="sms-sign-in-confirm"
              >
                {t('auth.login')}
              </button>
            </div>
          </>
        )}
        {view.step === 'refused' && (
          <>
            <p className="form__error" role="alert" data-testid="sms-sign-in-error">
              {t(view.key, view.params)}
            </p>
            <button type="button" className="btn btn--outline" onClick={cancel}>
              {t('nav.home')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
