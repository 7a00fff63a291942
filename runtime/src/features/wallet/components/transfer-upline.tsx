// transferUpline: walletTransfer toUpline (to the direct upline) with the payment password.
import { useTranslation } from 'react-i18next';
import { TransferForm } from './transfer-form.tsx';
import '../wallet.css';

export default function TransferUpline() {
  const { t } = useTranslation();
  return (
    <div data-testid="transfer-upline">
      <p className="muted">{t('wallet.transfer.uplineText')}</p>
      <TransferForm direction="toUpline" />
    </div>
  );
}
