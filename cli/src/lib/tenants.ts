// Shared words for "which tenant": loading the tenants a command names (every server command
// needs it), the unknown-tenant error with a suggestion, and text width in terminal columns (CJK
// characters take two).
import type { TenantManifest } from '#schemas/index.ts';
import { suggest } from '#manifests/checks.ts';
import {
  checkManifests,
  formatProblem,
  isError,
  listTenantCodes,
  type ManifestResult,
} from '#manifests/index.ts';
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

/**
 * Loads and checks the manifests of the given tenants (all when none are given). An invalid one
 * throws, unless `onInvalid` is given: then it is reported there and skipped (a fleet serves on).
 */
export function loadTenants(
  paths: { root: string; tenantsDir: string },
  codes: string[],
  onInvalid?: (result: ManifestResult) => void,
): TenantManifest[] {
  const available = listTenantCodes(paths.tenantsDir);
  const wanted = codes.length > 0 ? codes : available;
  const unknown = wanted.filter((c) => !available.includes(c));
  if (unknown.length > 0) throw unknownTenant(unknown, available);
  const results = checkManifests(paths.tenantsDir, wanted, paths.root);
  const broken = results.filter((r) => !r.manifest);
  if (onInvalid) {
    broken.forEach(onInvalid);
    return results.flatMap((r) => (r.manifest ? [r.manifest] : []));
  }
  if (broken.length > 0) {
    const lines = broken.flatMap((r) => r.problems.filter(isError).map(formatProblem));
    throw new CliError(
      `invalid manifest${broken.length > 1 ? 's' : ''}:\n${lines.join('\n')}`,
      'fix the problems above, then run `lobby validate` to check',
    );
  }
  return results.map((r) => r.manifest!);
}
