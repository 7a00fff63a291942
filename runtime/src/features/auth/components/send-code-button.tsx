import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { prepareSmsProof } from '../api/send-sms.ts';

interface SendCodeButtonProps {
  /** Seconds left of the countdown (spec §4), 0 when a code may be asked for. */
  seconds: number;
  /** A send is under way: its proof of work being solved, then the call. */
  sending: boolean;
  onClick: () => void;
}

/** "Send code" beside a code field: the countdown, and the check that runs before each send. */
export function SendCodeButton({ seconds, sending, onClick }: SendCodeButtonProps) {
  const { t } = useTranslation();
  // Visible: the send's proof of work is solved now, so the tap sends at once.
  useEffect(prepareSmsProof, []);
  let label = t('auth.sendCode');
  if (seconds > 0) label = t('auth.resendIn', { seconds });
  else if (sending) label = t('auth.captchaVerifying');
  return (
    <button
      type="button"
      className="btn btn--ghost btn--sm"
      disabled={seconds > 0 || sending}
      aria-busy={sending}
      onClick={onClick}
      data-testid="send-sms"
    >
      {label}
    </button>
  );
}
