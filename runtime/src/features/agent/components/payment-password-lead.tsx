// Withdrawing and transferring take the payment password. An agent without one (a sub-agent made
// in Register account starts so) is shown the way to the security page instead of a form the
// server could only refuse.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import type { AgentPage } from '../lib/menu.ts';

const SECURITY_PAGE: AgentPage = 'securityCenter';

/** True once member info, read afresh, says no payment password is set (false while it loads). */
export function usePaymentPasswordMissing(): boolean {
  return useMemberInfo({ fresh: true }).data?.hasPaymentPassword === false;
}

export function PaymentPasswordLead() {
  const { t } = useTranslation();
  return (
    <div className="notice agent-lead" role="status" data-testid="payment-password-lead">
      <p>{t('wallet.setPaymentPassword')}</p>
      <Link
        className="btn btn--primary btn--sm"
        to={{ search: `?page=${SECURITY_PAGE}` }}
        data-testid="payment-password-lead-go"
      >
        {t(`agent.menu.${SECURITY_PAGE}`)}
      </Link>
    </div>
  );
}
