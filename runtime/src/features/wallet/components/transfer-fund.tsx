// transferFund: the merchant wallet (isSingle: one wallet for every vendor) and its balance.
// Agents transfer to a downline here (walletTransfer toDownline); a member sees a link to
// transferUpline, or why there is none when it has no upline.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { memberHref } from '../../../config/routes.ts';
import { useBalance } from '../../../lib/api/get-balance.ts';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { selectIsAgent, useSession } from '../../../lib/stores/session.ts';
import { useMerchantWallet } from '../api/get-merchant-wallet.ts';
import { TransferForm } from './transfer-form.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import '../wallet.css';

export default function TransferFund() {
  const { t } = useTranslation();
  const money = useMoney();
  const wallet = useMerchantWallet();
  const balance = useBalance();
  const isAgent = useSession(selectIsAgent);
  const info = useMemberInfo();
  if (wallet.isPending || balance.isPending || info.isPending) return <Spinner />;
  return (
    <div data-testid="transfer-fund">
      <div className="mc-card wallet__main">
        <h3>{t(wallet.data?.isSingle ? 'wallet.single.title' : 'wallet.multi.title')}</h3>
        <p className="wallet__big" data-testid="panel-balance">
          {balance.data ? money(balance.data.balance) : '—'}
        </p>
        <p className="muted">
          {t(wallet.data?.isSingle ? 'wallet.single.text' : 'wallet.multi.text')}
        </p>
      </div>
      {isAgent ? (
        <TransferForm direction="toDownline" />
      ) : !info.data?.hasUpline ? (
        <div className="mc-card">
          <p className="muted" data-testid="no-upline">
            {t('wallet.transfer.noUpline')}
          </p>
        </div>
      ) : (
        <div className="mc-card">
          <p className="muted">{t('wallet.transfer.memberHint')}</p>
          <Link
            className="btn btn--outline btn--sm"
            to={memberHref('transferUpline')}
            data-testid="go-transfer-upline"
          >
            {t('member.tab.transferUpline')}
          </Link>
        </div>
      )}
    </div>
  );
}
