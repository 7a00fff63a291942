// Money on screen: 2 decimals and thousands separators as each language writes them (spec §9).
//
// An amount of zero or more is written from the table below, not through Intl: the page's first
// Intl.NumberFormat costs the browser a one-off build of its number locales (about 40 ms on a
// desktop CPU, 150 ms on a phone), which the first render of every game tile's ticker paid. The
// table is what Chromium's Intl writes with Latin digits (money.test.ts holds it to Intl), so
// nothing on screen changes; a negative amount (the language's own minus sign and direction
// marks) or a language the table does not know still goes through Intl.
import type { Language } from '#schemas/constants.ts';
import { MONEY_DECIMALS } from '../config/constants.ts';

interface NumberStyle {
  decimal: string;
  group: string;
  /** Digits per group after the first three from the right: 2 in the Indian system (12,34,567). */
  groupSize: 2 | 3;
}

const LATIN: NumberStyle = { decimal: '.', group: ',', groupSize: 3 };
const INDIAN: NumberStyle = { decimal: '.', group: ',', groupSize: 2 };
const DOTS: NumberStyle = { decimal: ',', group: '.', groupSize: 3 };
const SPACES: NumberStyle = { decimal: ',', group: '\u00a0', groupSize: 3 };

/**
 * Chromium ships no number data for lo, ne, kk and uz, and writes them as in English: the table
 * does the same, so an amount reads alike wherever it shows.
 */
const NUMBER_STYLES: Readonly<Record<Language, NumberStyle>> = {
  ...{ th: LATIN, en: LATIN, zh: LATIN, 'zh-Hant': LATIN, ja: LATIN, ko: LATIN, ms: LATIN },
  ...{ tl: LATIN, my: LATIN, km: LATIN, lo: LATIN, ne: LATIN, si: LATIN, ur: LATIN },
  ...{ ar: LATIN, fa: LATIN, kk: LATIN, uz: LATIN },
  ...{ hi: INDIAN, bn: INDIAN, ta: INDIAN, te: INDIAN },
  ...{ vi: DOTS, id: DOTS, tr: DOTS, es: DOTS, pt: DOTS, de: DOTS, it: DOTS, nl: DOTS, ro: DOTS },
  ...{ ru: SPACES, uk: SPACES, pl: SPACES },
  fr: { decimal: ',', group: '\u202f', groupSize: 3 },
};

const HALF_CENT = 0.5 * 10 ** -MONEY_DECIMALS;
/** From here on String() writes an exponent, which the table's path does not read. */
const PLAIN_LIMIT = 1e21;
const formatters = new Map<string, Intl.NumberFormat>();

function intlFormat(amount: number, locale: string): string {
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

/**
 * A non-negative amount rounded as Intl rounds it: half away from zero on its shortest decimal
 * form (1.005 is 1.01, although the double is a little under it). Integer digits, then decimals.
 */
function roundPlain(amount: number): [string, string] {
  const [whole = '0', fraction = ''] = String(amount).split('.');
  const up = fraction.charAt(MONEY_DECIMALS) >= '5' ? 1n : 0n;
  const units = BigInt(whole + fraction.slice(0, MONEY_DECIMALS).padEnd(MONEY_DECIMALS, '0')) + up;
  const digits = units.toString().padStart(MONEY_DECIMALS + 1, '0');
  return [digits.slice(0, -MONEY_DECIMALS), digits.slice(-MONEY_DECIMALS)];
}

function writePlain(amount: number, style: NumberStyle): string {
  const [whole, cents] = roundPlain(amount);
  let head = whole.slice(0, -3);
  let grouped = whole.slice(-3);
  while (head.length > 0) {
    grouped = `${head.slice(-style.groupSize)}${style.group}${grouped}`;
    head = head.slice(0, -style.groupSize);
  }
  return `${grouped}${style.decimal}${cents}`;
}

const isLanguage = (locale: string): locale is Language => Object.hasOwn(NUMBER_STYLES, locale);

export function formatMoney(amount: number, locale = 'en'): string {
  // An amount that rounds to zero (a float remainder, or -0 from negating a zero) would read
  // "-0.00", a loss of nothing.
  const shown = Math.abs(amount) < HALF_CENT ? 0 : amount;
  if (shown >= 0 && shown < PLAIN_LIMIT && isLanguage(locale))
    return writePlain(shown, NUMBER_STYLES[locale]);
  return intlFormat(shown, locale);
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
