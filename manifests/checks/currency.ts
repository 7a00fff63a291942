// The symbol a player sees before every amount must be one the currency is written with: the
// symbols Intl knows for it (standard and narrow) in each language the site offers, plus the
// ISO code itself. A baht site showing "$" is the case this catches.
import type { Finding } from './finding.ts';

// A NumberFormat is costly to build; a fleet of 100 brands asks for the same few pairs.
const symbolsOf = new Map<string, readonly string[]>();

function symbolsIn(code: string, locale: string): readonly string[] {
  const key = `${code} ${locale}`;
  const cached = symbolsOf.get(key);
  if (cached) return cached;
  const out: string[] = [];
  for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const) {
    try {
      const part = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        currencyDisplay,
      })
        .formatToParts(1)
        .find((p) => p.type === 'currency');
      if (part) out.push(part.value);
    } catch {
      // A locale or code Intl does not know adds nothing; the code is checked elsewhere.
    }
  }
  symbolsOf.set(key, out);
  return out;
}

/** Every way Intl writes `code` in `locales` (standard and narrow symbol), and the code itself. */
function currencySymbols(code: string, locales: readonly string[]): string[] {
  return [...new Set([code, ...['en', ...locales].flatMap((l) => symbolsIn(code, l))])];
}

export function currencySymbolFinding(
  currency: { code: string; symbol: string },
  languages: readonly string[],
): Finding | undefined {
  const expected = currencySymbols(currency.code, languages);
  if (expected.includes(currency.symbol.trim())) return undefined;
  return {
    pointer: '/currency/symbol',
    message: `"${currency.symbol}" is not a symbol of ${currency.code}: players would see amounts in the wrong currency`,
    hint: `use ${expected.map((s) => `"${s}"`).join(' or ')}, or change /currency/code to the currency the site pays in`,
  };
}
