import { useTranslation } from 'react-i18next';
import { getTenant } from '../../../config/tenant.ts';
import { formatCurrency, formatMoney } from '../../../lib/money.ts';
import { formatDate, formatDateTimeSeconds } from '../../../lib/dates.ts';
import { zoneOffsetMs } from '../lib/time-zone.ts';

/** An amount with 2 decimals and separators; negative amounts in the danger colour. */
export function Money({ value, symbol = false }: { value: number; symbol?: boolean }) {
  const { i18n } = useTranslation();
  const text = symbol
    ? formatCurrency(value, getTenant().currency.symbol, i18n.language)
    : formatMoney(value, i18n.language);
  return <span className={value < 0 ? 'money is-negative' : 'money'}>{text}</span>;
}

const agentZone = () => ({ offsetMs: zoneOffsetMs(getTenant().agent.timeZone) });

/** A time in the agent time zone, to the second, in the language's calendar (lib/dates). */
export const zoneTime = (t: number, lang: string) => formatDateTimeSeconds(t, lang, agentZone());

/** The day of a time in the agent time zone, in the language's calendar. */
export const zoneDay = (t: number, lang: string) => formatDate(t, lang, agentZone());
