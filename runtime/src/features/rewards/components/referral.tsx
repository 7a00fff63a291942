// referral (flags.referral): invite link and code, its 120 px QR code (encoder loaded lazily by
// components/ui/qr-code), and the members who registered with it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useReferral } from '../api/get-referral.ts';
import '../rewards.css';
import { formatDate } from '../../../lib/dates.ts';

export default function Referral() {
  const { t, i18n } = useTranslation();
  const referral = useReferral();
  const [copied, setCopied] = useState(false);
  if (referral.isPending) return <Spinner />;
  if (referral.isError) return <p className="form__error">{t(errorKeyOf(referral.error))}</p>;
  const r = referral.data;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(r.link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div data-testid="referral">
      <div className="mc-card rewards__invite">
        <div data-testid="referral-qr">
          <QrCode value={r.link} label={t('rewards.referral.scan')} />
        </div>
        <div className="rewards__grow">
          <p className="muted">{t('rewards.referral.code')}</p>
          <p className="rewards__code" data-testid="referral-code">
            {r.code}
          </p>
          <p className="muted">{t('rewards.referral.link')}</p>
          <div className="field__row">
            <input
              className="input"
              readOnly
              value={r.link}
              data-testid="referral-link"
              aria-label={t('rewards.referral.link')}
            />
            <button type="button" className="btn btn--outline btn--sm" onClick={() => void copy()}>
              {t(copied ? 'rewards.referral.copied' : 'rewards.referral.copy')}
            </button>
          </div>
        </div>
      </div>
      <div className="mc-card">
        <h3>{t('rewards.referral.list', { count: r.list.length })}</h3>
        {r.list.length === 0 ? (
          <p className="muted">{t('rewards.referral.none')}</p>
        ) : (
          <ul className="rewards__board">
            {r.list.map((m) => (
              <li key={`${m.account}-${m.registeredAt}`}>
                <span>{m.account}</span>
                <span className="muted">{formatDate(m.registeredAt, i18n.language)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
