// The symbol a player sees before every amount must be one the currency is written with: the
// symbols Intl knows for it (standard and narrow) in each language the site offers, plus the
// ISO code itself. A baht site showing "$" is the case this catches.
import type { Finding } from './finding.ts';

/** Every way Intl writes `code` in `locales` (standard and narrow symbol), and the code itself. */
export function currencySymbols(code: string, locales: readonly string[]): string[] {
  const out = new Set<string>([code]);
  for (const locale of ['en', ...locales]) {
    for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const) {
      try {
        const part = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: code,
          currencyDisplay,
        })
          .formatToParts(1)
          .find((p) => p.type === 'currency');
        if (part) out.add(part.value);
      } catch {
        // A locale or code Intl does not know adds nothing; the code is checked elsewhere.
      }
    }
  }
  return [...out];
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
