import { useTranslation } from 'react-i18next';
import { getTenant } from '../../../config/tenant.ts';
import { formatMoney } from '../../../lib/money.ts';
import { formatZoneDateTime } from '../lib/time-zone.ts';

/** An amount with 2 decimals and separators; negative amounts in the danger colour. */
export function Money({ value, symbol = false }: { value: number; symbol?: boolean }) {
  const { i18n } = useTranslation();
  const text = formatMoney(value, i18n.language);
  return (
    <span className={value < 0 ? 'money is-negative' : 'money'}>
      {symbol ? `${getTenant().currency.symbol}${text}` : text}
    </span>
  );
}

/** A time in the agent time zone, "YYYY-MM-DD hh:mm:ss". */
export const zoneTime = (t: number) => formatZoneDateTime(t, getTenant().agent.timeZone);
