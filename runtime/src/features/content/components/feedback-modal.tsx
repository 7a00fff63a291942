import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_TYPES,
} from '../../../config/constants.ts';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { CaptchaField } from '../../../components/ui/captcha-field.tsx';
import { captchaMissing, renewCaptcha, takeCaptcha } from '../../../lib/captcha/captcha-store.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import { FormError } from '../../../components/ui/form-end.tsx';

const CAPTCHA_SCOPE = 'feedback';

/** Feedback: type, description (20–200, trimmed, counter) and captcha (spec §5). */
export default function FeedbackModal() {
  const { t } = useTranslation();
  const modals = useModals();
  const member = useSession((s) => s.member);
  const send = useSendFeedback();
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const length = content.trim().length;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const empty = [
      !type && t('feedback.type'),
      !content.trim() && t('feedback.description'),
      captchaMissing(CAPTCHA_SCOPE) && t('field.captcha'),
    ].filter(Boolean);
    if (empty.length > 0) {
      modals.alert({
        message: t('feedback.isEmpty', { fields: empty.join(', ') }),
        raw: true,
        tone: 'warning',
      });
      return;
    }
    if (length < FEEDBACK_MIN_LENGTH || length > FEEDBACK_MAX_LENGTH) {
      setError(t('feedback.length', { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH }));
      return;
    }
    const captcha = await takeCaptcha(CAPTCHA_SCOPE);
    // The proof of work failed: its status says so and offers a retry.
    if (!captcha) return;
    try {
      await send.mutateAsync({
        content: content.trim(),
        type: Number(type) as (typeof FEEDBACK_TYPES)[number],
        ...captcha,
        sender: member?.account ?? 'visitor',
      });
      setDone(true);
    } catch (err) {
      setError(t(errorKeyOf(err)));
      renewCaptcha(CAPTCHA_SCOPE);
    }
  };

  return (
    <Modal title={t('footer.feedback')} onClose={modals.close} testId="feedback-modal">
      {done ? (
        <p className="notice notice--success">{t('feedback.thanks')}</p>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor="fb-type">
              {t('feedback.type')}
            </label>
            <select
              id="fb-type"
              className="input"
              value={type}
              onChange={(e) => setType(e.target.value)}
            >
              <option value="">{t('feedback.choose')}</option>
              {FEEDBACK_TYPES.map((ft) => (
                <option key={ft} value={ft}>
                  {t(`feedback.type${ft}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="fb-content">
              {t('feedback.description')}
            </label>
            <textarea
              id="fb-content"
              className="input textarea"
              rows={5}
              maxLength={FEEDBACK_MAX_LENGTH + 50}
              value={content}
              onChange={(e) => setContent(e.target.value)}
            />
            <p
              className={`counter ${length > FEEDBACK_MAX_LENGTH || (length > 0 && length < FEEDBACK_MIN_LENGTH) ? 'is-bad' : ''}`}
              data-testid="feedback-counter"
            >
              {length}/{FEEDBACK_MAX_LENGTH}
            </p>
          </div>
          <CaptchaField scope={CAPTCHA_SCOPE} />
          {error && <FormError>{error}</FormError>}
          <button type="submit" className="btn btn--primary btn--block" disabled={send.isPending}>
            {t('common.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
