// Money on screen: 2 decimals and thousands separators through Intl (spec §9).
import { MONEY_DECIMALS } from '../config/constants.ts';

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, locale = 'en'): string {
  let fmt = formatters.get(locale);
  if (!fmt) {
    // Latin digits everywhere keep amounts comparable across languages (ar would use Eastern ones).
    fmt = new Intl.NumberFormat(`${locale}-u-nu-latn`, {
      minimumFractionDigits: MONEY_DECIMALS,
      maximumFractionDigits: MONEY_DECIMALS,
      useGrouping: true,
    });
    formatters.set(locale, fmt);
  }
  return fmt.format(amount);
}

export function formatCurrency(amount: number, symbol: string, locale = 'en'): string {
  return `${symbol}${formatMoney(amount, locale)}`;
}
