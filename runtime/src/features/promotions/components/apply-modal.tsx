// The application form of an activity (spec §5): a comment of at most 140 characters with a live
// counter and up to 3 png/jpg images of at most 5 MB each. Every limit is checked here first, so
// a wrong file or a long comment never reaches the server; a refusal from the server shows
// translated and the form keeps what was typed.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import {
  ACTIVITY_COMMENT_MAX,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_TYPES,
} from '../../../config/constants.ts';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useApplyActivity } from '../api/apply-activity.ts';
import type { Activity } from '../../../lib/api/get-activities.ts';
import {
  checkUploads,
  commentLength,
  isCommentTooLong,
  withBadSignature,
  type UploadProblem,
} from '../lib/upload-checks.ts';
import { FormError } from '../../../components/ui/form-end.tsx';

const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

export function ApplyModal({
  activity,
  onClose,
  onApplied,
}: {
  activity: Activity;
  onClose: () => void;
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const apply = useApplyActivity();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const length = commentLength(comment);
  const tooLong = isCommentTooLong(comment);

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const checked = checkUploads(files, [...(e.target.files ?? [])]);
    setFiles(checked.files);
    setProblems(checked.problems);
    e.target.value = '';
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (apply.isPending) return;
    setError(null);
    if (tooLong) return setError('promotions.comment.tooLong');
    const bad = await withBadSignature(files);
    if (bad.length > 0) {
      setFiles(files.filter((f) => !bad.includes(f)));
      setProblems(bad.map((f) => ({ key: 'promotions.upload.type', name: f.name })));
      return;
    }
    apply.mutate(
      { body: { activityId: String(activity.id), comment }, images: files },
      { onSuccess: onApplied, onError: (err) => setError(errorKeyOf(err)) },
    );
  };

  const limits = { max: UPLOAD_MAX_FILES, mb: MAX_MB, chars: ACTIVITY_COMMENT_MAX };
  return (
    <Modal
      title={t('promotions.applyTitle', { title: activity.title })}
      onClose={onClose}
      testId="apply-modal"
    >
      <form className="form" onSubmit={submit} noValidate>
        <label className={tooLong ? 'field has-error' : 'field'}>
          <span className="field__label">{t('promotions.comment')}</span>
          <textarea
            className="input textarea promo-apply__comment"
            name="comment"
            rows={4}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            aria-invalid={tooLong}
            data-testid="apply-comment"
          />
          <span
            className={tooLong ? 'promo-apply__counter is-over' : 'promo-apply__counter'}
            data-testid="comment-counter"
            aria-live="polite"
          >
            {t('promotions.comment.counter', { count: length, max: ACTIVITY_COMMENT_MAX })}
          </span>
        </label>
        <div className="field">
          <span className="field__label">{t('promotions.images')}</span>
          <p className="muted promo-apply__hint">{t('promotions.upload.limits', limits)}</p>
          <label className="btn btn--outline btn--sm promo-apply__pick">
            {t('promotions.upload.choose')}
            <input
              type="file"
              accept={UPLOAD_TYPES.join(',')}
              multiple
              onChange={onFiles}
              className="sr-only"
              data-testid="apply-images"
            />
          </label>
          {files.length > 0 && (
            <ul className="promo-apply__files" data-testid="apply-files">
              {files.map((f) => (
                <li key={`${f.name}-${f.size}-${f.lastModified}`}>
                  <span>{f.name}</span>
                  <span className="muted">{(f.size / 1024).toFixed(1)} KB</span>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    onClick={() => setFiles(files.filter((x) => x !== f))}
                  >
                    {t('promotions.upload.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {problems.map((p) => (
            <p
              key={`${p.key}-${p.name}`}
              className="field__error"
              role="alert"
              data-testid="upload-problem"
            >
              {t(p.key, { name: p.name, ...limits })}
            </p>
          ))}
        </div>
        {error && <FormError testId="apply-error">{t(error, limits)}</FormError>}
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={apply.isPending || tooLong}
          data-testid="apply-submit"
        >
          {apply.isPending ? t('common.loading') : t('common.submit')}
        </button>
      </form>
    </Modal>
  );
}
