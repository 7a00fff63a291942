// securityCenter: the agent's payment password, set or changed with the member centre's form and
// call. Withdrawals and transfers ask for it; a sub-agent made in Register account has none.
import { useTranslation } from 'react-i18next';
import { PaymentPasswordForm } from '../../../components/payment-password/payment-password-form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';

export function SecurityPage() {
  const { t } = useTranslation();
  const info = useMemberInfo({ fresh: true });
  if (info.isPending) return <Spinner />;
  if (info.isError) return <p className="form__error">{t(errorKeyOf(info.error))}</p>;
  return (
    <section data-testid="agent-security">
      <PaymentPasswordForm
        hasPaymentPassword={info.data.hasPaymentPassword}
        className="agent-card agent-form"
      />
    </section>
  );
}
