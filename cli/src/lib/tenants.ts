// Shared words for "which tenant": the unknown-tenant error with a suggestion, and text width
// in terminal columns (CJK characters take two).
import { suggest } from '../../../schemas/manifest-checks.ts';
import { CliError } from '../errors.ts';

/** A short list of codes: a fleet of 100 tenants is not printed on one line. */
export function knownTenants(known: readonly string[], shown = 8): string {
  if (known.length === 0) return '(none)';
  if (known.length <= shown) return known.join(', ');
  return `${known.slice(0, shown).join(', ')} and ${known.length - shown} more (see \`lobby list\`)`;
}

export function unknownTenant(codes: readonly string[], known: readonly string[]): CliError {
  const guesses = codes.flatMap((c) => {
    const s = suggest(c, known);
    return s ? [`"${s}"`] : [];
  });
  return new CliError(
    `unknown tenant: ${codes.join(', ')}`,
    `${guesses.length ? `did you mean ${guesses.join(', ')}? ` : ''}known tenants: ${knownTenants(known)}; create one with \`lobby new <code>\``,
  );
}

/** Columns a string takes in a terminal: East Asian wide and full-width characters count two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (/\p{Mn}|\p{Me}|\p{Cf}/u.test(ch)) continue;
    const wide =
      (cp >= 0x1100 && cp <= 0x115f) ||
      (cp >= 0x2e80 && cp <= 0xa4cf) ||
      (cp >= 0xac00 && cp <= 0xd7a3) ||
      (cp >= 0xf900 && cp <= 0xfaff) ||
      (cp >= 0xfe30 && cp <= 0xfe4f) ||
      (cp >= 0xff00 && cp <= 0xff60) ||
      (cp >= 0xffe0 && cp <= 0xffe6) ||
      (cp >= 0x1f300 && cp <= 0x1faff) ||
      (cp >= 0x20000 && cp <= 0x3fffd);
    width += wide ? 2 : 1;
  }
  return width;
}

export function padDisplay(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}
