import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_REFRESH_GAP_MS } from '../../config/constants.ts';
import { useCaptcha } from '../../lib/api/get-captcha.ts';

/** Captcha image with refresh (at most once per second, spec §9); reports the captcha id. */
export function CaptchaImage({
  scope,
  nonce,
  onRefresh,
  onCaptchaId,
}: {
  scope: string;
  nonce: number;
  onRefresh: () => void;
  onCaptchaId: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { data, isFetching } = useCaptcha(scope, nonce, true);
  const last = useRef(0);
  useEffect(() => {
    if (data) onCaptchaId(data.captchaId);
  }, [data, onCaptchaId]);
  const refresh = () => {
    const now = Date.now();
    if (now - last.current < CAPTCHA_REFRESH_GAP_MS) return;
    last.current = now;
    onRefresh();
  };
  return (
    <button
      type="button"
      className="captcha"
      onClick={refresh}
      title={t('auth.captchaRefresh')}
      aria-label={t('auth.captchaRefresh')}
      data-testid="captcha-image"
      data-captcha-id={data?.captchaId}
    >
      {data && !isFetching ? (
        <img src={data.image} alt={t('auth.captcha')} />
      ) : (
        <span className="captcha__loading" />
      )}
    </button>
  );
}
