// securityCenter (default tab): the profile with the labels of spec §3, editable through
// updateProfile (birthday_limit checked first on the client), login password change (the shell's
// change-password modal), payment password and the 2-factor login note.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { PaymentPasswordForm } from '../../../components/payment-password/payment-password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

export default function SecurityCenter() {
  const { t } = useTranslation();
  const profile = useMemberInfo({ fresh: true });
  const showModal = useModals((s) => s.show);

  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <p className="form__error">{t(errorKeyOf(profile.error))}</p>;
  const p = profile.data;

  return (
    <div data-testid="security-center">
      <div className="mc-card">
        <h3>{t('member.profile.title')}</h3>
        <dl className="mc-dl">
          <dt>{t('member.profile.account')}</dt>
          <dd data-testid="profile-account">{p.account}</dd>
          <dt>{t('member.profile.realName')}</dt>
          <dd>{p.payeeName || '—'}</dd>
          <dt>{t('member.profile.mobile')}</dt>
          <dd>{p.mobile || '—'}</dd>
          <dt>{t('member.profile.vip')}</dt>
          <dd data-testid="profile-vip">{p.hasVip ? p.vipLabelName : '—'}</dd>
        </dl>
      </div>
      <ProfileForm profile={p} />
      <div className="mc-card">
        <h3>{t('member.security.loginPassword')}</h3>
        <p className="muted">{t('member.security.loginPasswordHint')}</p>
        <div className="mc-actions">
          <button
            type="button"
            className="btn btn--outline btn--sm"
            data-testid="open-change-password"
            onClick={() => showModal('changePassword')}
          >
            {t('member.security.changePassword')}
          </button>
        </div>
      </div>
      <PaymentPasswordForm hasPaymentPassword={p.hasPaymentPassword} className="mc-card" />
      <div className="mc-card">
        <h3>{t('member.security.twoFactor')}</h3>
        <p className="muted">{t('member.security.twoFactorText')}</p>
      </div>
    </div>
  );
}
