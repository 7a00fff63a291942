// Money on screen: 2 decimals and thousands separators through Intl (spec §9).
import { MONEY_DECIMALS } from '../config/constants.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(locale: string): Intl.NumberFormat {
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
  return fmt;
}

export function formatMoney(amount: number, locale = 'en'): string {
  return formatterOf(locale).format(amount);
}

/**
 * An amount after the tenant's symbol; a negative one carries the language's own minus sign in
 * front of the symbol (`-$118.50`, not `$-118.50`).
 */
export function formatCurrency(amount: number, symbol: string, locale = 'en'): string {
  if (!(amount < 0)) return `${symbol}${formatMoney(amount, locale)}`;
  // What the language writes before the digits of a negative number: its sign and direction marks.
  const parts = formatterOf(locale).formatToParts(amount);
  const sign = parts
    .slice(
      0,
      Math.max(
        0,
        parts.findIndex((p) => p.type === 'integer'),
      ),
    )
    .map((p) => p.value)
    .join('');
  return `${sign || '-'}${symbol}${formatMoney(-amount, locale)}`;
}
