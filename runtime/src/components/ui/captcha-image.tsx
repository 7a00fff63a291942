import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_REFRESH_GAP_MS } from '../../config/constants.ts';
import { useCaptcha } from '../../lib/api/get-captcha.ts';

/** Captcha image with refresh (at most once per second, spec §9). */
export function CaptchaImage({
  scope,
  nonce,
  onRefresh,
}: {
  scope: string;
  nonce: number;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const { data, isFetching } = useCaptcha(scope, nonce, true);
  const last = useRef(0);
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
    >
      {data && !isFetching ? <img src={data} alt={t('auth.captcha')} /> : <span className="captcha__loading" />}
    </button>
  );
}
