import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getTenant } from '../../../config/tenant.ts';
import { checkField } from '#schemas/field-rules.ts';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { memberInfoQueryOptions } from '../../../lib/api/get-member-info.ts';
import { ruleMessage } from '../lib/rules-to-schema.ts';

/** Change password; forced (no close button) on a default or expired password (spec §4). */
export default function ChangePasswordModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { forced, data, close } = useModals();
  const change = useChangePassword();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rule = getTenant().registration.fields.password;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!oldPassword) next.oldPassword = t('not_empty');
    const check = checkField({ ...rule, required: true }, newPassword);
    if (!check.ok) {
      next.newPassword =
        check.reason === 'required'
          ? t('not_empty')
          : ruleMessage(t, check.patternId, check.min, check.max);
    }
    if (confirm !== newPassword) next.confirm = t('inconsistent_twice');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await change.mutateAsync({ oldPassword, newPassword, confirmNewPassword: confirm });
      const token = useSession.getState().token;
      await queryClient.fetchQuery(memberInfoQueryOptions(token));
      close();
      navigate('/');
    } catch (error) {
      const key = errorKeyOf(error);
      if (key === 'old_password_incorrect') setErrors({ oldPassword: t(key) });
      else if (key === 'password_same_as_old') setErrors({ newPassword: t(key) });
      else setErrors({ form: t(key) });
    }
  };

  return (
    <Modal
      title={t('auth.changePassword')}
      onClose={forced ? undefined : close}
      size="sm"
      testId="change-password-modal"
    >
      {forced && (
        <p className="notice" data-testid="forced-change">
          {t(data.reason === 'expired' ? 'auth.passwordExpired' : 'auth.passwordDefault')}
        </p>
      )}
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field
          label={t('field.oldPassword')}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOld(e.target.value)}
          error={errors.oldPassword}
        />
        <Field
          label={t('field.newPassword')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
          error={errors.newPassword}
        />
        <Field
          label={t('field.confirmPassword')}
          name="confirmNewPassword"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
        />
        {errors.form && (
          <p className="form__error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={change.isPending}>
          {t('common.confirm')}
        </button>
      </form>
    </Modal>
  );
}
