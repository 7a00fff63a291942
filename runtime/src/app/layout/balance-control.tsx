// The header balance of spec §2: the amount with the currency symbol, hideable and refreshable.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTenant } from '../../config/tenant.ts';
import { balanceQueryOptions, useBalance } from '../../lib/api/get-balance.ts';
import { formatMoney } from '../../lib/money.ts';
import { usePrefs } from '../../lib/stores/prefs.ts';
import { useSession } from '../../lib/stores/session.ts';
import { Icon } from '../../components/ui/icon.tsx';

export function BalanceControl() {
  const { t, i18n } = useTranslation();
  const tenant = getTenant();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const balanceHidden = usePrefs((s) => s.balanceHidden);
  const toggleBalance = usePrefs((s) => s.toggleBalance);
  const balance = useBalance();
  const [spinning, setSpinning] = useState(false);

  const refresh = async () => {
    setSpinning(true);
    await queryClient.refetchQueries({ queryKey: balanceQueryOptions(token).queryKey });
    setSpinning(false);
  };

  return (
    <div className="balance" data-testid="balance">
      <span className="balance__symbol">{tenant.currency.symbol}</span>
      <span className="balance__amount" data-testid="balance-amount">
        {balanceHidden
          ? '••••••'
          : balance.data
            ? formatMoney(balance.data.balance, i18n.language)
            : '—'}
      </span>
      <button
        type="button"
        className="icon-btn icon-btn--sm"
        onClick={toggleBalance}
        aria-label={t(balanceHidden ? 'header.showBalance' : 'header.hideBalance')}
      >
        <Icon name={balanceHidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className={`icon-btn icon-btn--sm ${spinning ? 'is-spinning' : ''}`}
        onClick={refresh}
        aria-label={t('header.refreshBalance')}
      >
        <Icon name="refresh" size={16} />
      </button>
    </div>
  );
}
