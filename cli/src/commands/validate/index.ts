import {
  checkManifests,
  formatProblem,
  isError,
  listTenantCodes,
  manifestPath,
} from '#manifests/index.ts';
import type { Context } from '../../context.ts';
import { CliError, EXIT_OK, EXIT_USER } from '../../errors.ts';
import { knownTenants, unknownTenant } from '../../lib/tenants.ts';
import { formatWarning, languageCoverageWarnings } from './language-coverage.ts';

interface ValidateOptions {
  codes: string[];
  all: boolean;
  json: boolean;
}

export async function validate(
  ctx: Pick<Context, 'root' | 'tenantsDir' | 'io'>,
  opts: ValidateOptions,
): Promise<number> {
  const known = listTenantCodes(ctx.tenantsDir);
  if (!opts.all && opts.codes.length === 0) {
    throw new CliError(
      'name the tenants to validate, or pass --all',
      `known tenants: ${knownTenants(known)}`,
    );
  }
  if (opts.all && opts.codes.length > 0) {
    throw new CliError(
      'give tenant codes or --all, not both',
      `e.g. \`lobby validate ${opts.codes[0]}\` or \`lobby validate --all\``,
    );
  }
  const unknown = opts.codes.filter((c) => !known.includes(c));
  if (unknown.length > 0) throw unknownTenant(unknown, known);
  const results = checkManifests(ctx.tenantsDir, opts.all ? known : opts.codes, ctx.root);
  const failed = results.filter((r) => r.problems.some(isError));
  // Warnings (exit code unchanged): texts missing a language the tenant offers.
  const warningsOf = new Map(
    results.map((r) => [
      r.code,
      r.manifest
        ? languageCoverageWarnings(r.manifest, manifestPath(ctx.tenantsDir, r.code), r.file)
        : [],
    ]),
  );
  if (opts.json) {
    ctx.io.out(
      JSON.stringify(
        {
          valid: failed.length === 0,
          tenants: results.map((r) => ({
            code: r.code,
            file: r.file,
            valid: !r.problems.some(isError),
            problems: r.problems,
            warnings: warningsOf.get(r.code) ?? [],
          })),
        },
        null,
        2,
      ),
    );
  } else {
    for (const r of results) {
      if (!r.problems.some(isError)) ctx.io.out(`ok   ${r.code} (${r.file})`);
      for (const p of r.problems) ctx.io.err(formatProblem(p));
      for (const w of warningsOf.get(r.code) ?? []) ctx.io.err(formatWarning(w));
    }
    const problems = failed.reduce((n, r) => n + r.problems.filter(isError).length, 0);
    ctx.io.out(
      failed.length === 0
        ? `${results.length} tenant(s) valid`
        : `${problems} problem(s) in ${failed.length} of ${results.length} tenant(s)`,
    );
  }
  return failed.length === 0 ? EXIT_OK : EXIT_USER;
}
