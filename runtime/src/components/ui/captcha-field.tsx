import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  needCaptcha,
  renewCaptcha,
  showCaptchaImage,
  typeCaptcha,
  useCaptchaSlots,
  usesProofOfWork,
  type PowStatus,
} from '../../lib/captcha/captcha-store.ts';
import { CaptchaImage } from './captcha-image.tsx';

interface CaptchaFieldProps {
  /** The form the captcha belongs to: its answer is kept and taken under this name. */
  scope: string;
  /** Under the image's box (platform's wire): e.g. "cannot be empty". */
  error?: string | undefined;
  /** Inside a form library that labels its fields itself (the register form). */
  bare?: boolean;
  inputId?: string;
}

/**
 * A form's captcha, the same on every form: on Lobby's wire a proof of work the browser solves by
 * itself, with nothing to read or type (which also makes it the accessible choice: its progress is
 * a live status a screen reader announces, and its one control, Retry, is a plain button); on the
 * platform's wire that backend's image and a box for its digits.
 */
export function CaptchaField(props: CaptchaFieldProps) {
  return usesProofOfWork() ? <ProofOfWork {...props} /> : <ImageCaptcha {...props} />;
}

const STATUS_KEY: Record<PowStatus, string> = {
  verifying: 'auth.captchaVerifying',
  verified: 'auth.captchaVerified',
  // Handed to the submit under way: still the verified one, as far as the person can tell.
  spent: 'auth.captchaVerified',
  failed: 'auth.captchaFailed',
};

function ProofOfWork({ scope, bare }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const status = useCaptchaSlots((s) => s.slots[scope]?.status ?? 'verifying');
  useEffect(() => needCaptcha(scope), [scope]);
  const box = (
    <div className={`pow pow--${status}`} data-testid="captcha" data-status={status}>
      <span className="pow__mark" aria-hidden="true" />
      <span role="status" aria-live="polite" className="pow__text">
        {t(STATUS_KEY[status])}
      </span>
      {status === 'failed' && (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => renewCaptcha(scope)}
        >
          {t('common.retry')}
        </button>
      )}
    </div>
  );
  if (bare) return box;
  return (
    <div className="field">
      <span className="field__label">{t('field.captcha')}</span>
      {box}
    </div>
  );
}

function ImageCaptcha({ scope, error, bare, inputId }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const slot = useCaptchaSlots((s) => s.slots[scope]);
  const onCaptchaId = useCallback((id: string) => showCaptchaImage(scope, id), [scope]);
  const id = inputId ?? `f-captcha-${scope}`;
  const row = (
    <div className="field__row">
      <input
        id={id}
        name="captcha"
        className="input"
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={Boolean(error)}
        value={slot?.typed ?? ''}
        onChange={(e) => typeCaptcha(scope, e.target.value)}
      />
      <CaptchaImage
        scope={scope}
        nonce={slot?.imageNonce ?? 0}
        onRefresh={() => renewCaptcha(scope)}
        onCaptchaId={onCaptchaId}
      />
    </div>
  );
  if (bare) return row;
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {t('field.captcha')}
      </label>
      {row}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
