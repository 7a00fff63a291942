// The money hook every screen that shows amounts uses (wallet, rewards).
import { useTranslation } from 'react-i18next';
import { getTenant } from '../config/tenant.ts';
import { formatCurrency } from './money.ts';

/** Money with the tenant's currency symbol in the interface language (spec §9). */
export function useMoney() {
  const { i18n } = useTranslation();
  const symbol = getTenant().currency.symbol;
  return (amount: number) => formatCurrency(amount, symbol, i18n.language);
}
