// Money on screen: 2 decimals and thousands separators through Intl (spec §9).
import { MONEY_DECIMALS } from '../config/constants.ts';

const formatters = new Map<string, Intl.NumberFormat>();
const HALF_CENT = 0.5 * 10 ** -MONEY_DECIMALS;

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
  // An amount that rounds to zero (a float remainder, or -0 from negating a zero) would read
  // "-0.00", a loss of nothing.
  const shown = Math.abs(amount) < HALF_CENT ? 0 : amount;
  return fmt.format(shown);
}

/**
 * An amount after the tenant's symbol; a negative one keeps the language's own minus sign (and its
 * direction marks) in front of the symbol: `-$118.50`, not `$-118.50`.
 */
export function formatCurrency(amount: number, symbol: string, locale = 'en'): string {
  const text = formatMoney(amount, locale);
  const digits = Math.max(0, text.search(/\d/));
  return text.slice(0, digits) + symbol + text.slice(digits);
}
