// Reads tenant manifests from disk and checks them: the JSON Schema first, then the rules no
// schema can express (spec §5 patterns, bounds, cross-tenant uniqueness, asset files).
// Every problem carries the file, line, column and JSON pointer so an operator can jump to it.
import { validateTenantSchema, type TenantManifest } from '#schemas/index.ts';
import { crossTenantProblems } from './cross-tenant.ts';
import { formatProblem, isError, type ManifestProblem } from './problem.ts';
import { listTenantCodes, loadFile } from './read.ts';
import { semanticProblems } from './rules.ts';
import { schemaProblem } from './schema-problem.ts';

export { formatProblem, isError, type ManifestProblem } from './problem.ts';
export { listTenantCodes, manifestPath } from './read.ts';
export { sniffType, type SniffedType } from './checks/assets.ts';

export interface ManifestResult {
  code: string;
  file: string;
  manifest?: TenantManifest;
  problems: ManifestProblem[];
}

/**
 * Loads and checks manifests. `codes` narrows what is reported; uniqueness is always checked
 * against every tenant on disk, since a new tenant may clash with one not named.
 */
export function checkManifests(
  tenantsDir: string,
  codes?: string[],
  displayRoot = process.cwd(),
): ManifestResult[] {
  const all = listTenantCodes(tenantsDir);
  const wanted = codes && codes.length > 0 ? codes : all;
  const names = [...new Set([...all, ...wanted])].sort();
  const loaded = names.map((code) => loadFile(tenantsDir, code, displayRoot));
  const manifests = new Map<string, TenantManifest>();
  for (const l of loaded) {
    if (l.value === undefined) continue;
    const result = validateTenantSchema(l.value);
    if (!result.ok) {
      // propertyNames failures come twice (the inner enum too): keep the outer one.
      const errors = result.errors.filter((e) => !e.propertyName);
      const seen = new Set<string>();
      for (const p of errors.map((e) => schemaProblem(l, e))) {
        const key = `${p.pointer} ${p.message}`;
        if (!seen.has(key)) l.problems.push(p);
        seen.add(key);
      }
      continue;
    }
    // The others are read for what the fleet shares (domains, merchant codes) and answered for
    // by no one: their own rules (images sniffed, links, patterns) would only cost time, which a
    // running server rolling out one brand spends with every other brand waiting.
    if (wanted.includes(l.code)) l.problems.push(...semanticProblems(l, result.value, tenantsDir));
    manifests.set(l.code, result.value);
  }
  const cross = crossTenantProblems(loaded, manifests);
  return loaded
    .filter((l) => wanted.includes(l.code))
    .map((l) => {
      const problems = [...l.problems, ...(cross.get(l.code) ?? [])].sort(
        (a, b) => a.line - b.line || a.column - b.column,
      );
      const manifest = manifests.get(l.code);
      return {
        code: l.code,
        file: l.file,
        problems,
        ...(manifest && !problems.some(isError) ? { manifest } : {}),
      };
    });
}

/** Every tenant on disk, split into those that can serve and those that cannot (with why). */
export function loadManifests(tenantsDir: string): {
  valid: TenantManifest[];
  invalid: ManifestResult[];
} {
  const results = checkManifests(tenantsDir);
  return {
    valid: results.flatMap((r) => (r.manifest ? [r.manifest] : [])),
    invalid: results.filter((r) => !r.manifest),
  };
}

/** Loads every tenant, throwing one readable error if any is invalid: the server's start-up path. */
export function loadValidManifests(tenantsDir: string): TenantManifest[] {
  const results = checkManifests(tenantsDir);
  const bad = results.flatMap((r) => r.problems.filter(isError));
  if (bad.length > 0) {
    throw new Error(
      `invalid tenant manifests (run \`lobby validate --all\`):\n${bad.map(formatProblem).join('\n')}`,
    );
  }
  return results.map((r) => r.manifest).filter((m): m is TenantManifest => m !== undefined);
}
