// The rules across tenants: a merchant code or domain belongs to one tenant, the manifest that
// declared it first.
import type { TenantManifest } from '#schemas/index.ts';
import { clashingClaims } from './checks/claims.ts';
import { problem, type LoadedFile, type ManifestProblem } from './problem.ts';

export function crossTenantProblems(
  loaded: LoadedFile[],
  manifests: Map<string, TenantManifest>,
): Map<string, ManifestProblem[]> {
  const out = new Map<string, ManifestProblem[]>();
  const add = (l: LoadedFile, p: ManifestProblem) =>
    out.set(l.code, [...(out.get(l.code) ?? []), p]);
  // Every manifest whose names can be read claims them, valid or not: a broken first declaration
  // still keeps its domain (its host answers "not configured"), never handing it to a newcomer.
  const namesOf = (l: LoadedFile, key: 'merchantCode' | 'domains'): string[] => {
    const raw =
      manifests.get(l.code)?.[key] ?? (l.value as Record<string, unknown> | undefined)?.[key];
    const list = Array.isArray(raw) ? raw : [raw];
    return list.filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase());
  };
  const valid = loaded.filter((l) => manifests.has(l.code));
  // The server matches the Merchant header regardless of case: so must uniqueness.
  for (const { name, owner, later } of clashingClaims(
    loaded.map((l) => ({ claimant: l, names: namesOf(l, 'merchantCode') })),
  )) {
    if (!valid.includes(later)) continue;
    add(
      later,
      problem(
        later,
        '/merchantCode',
        `merchant code "${manifests.get(later.code)?.merchantCode ?? name}" is declared by "${owner.code}" (${owner.file}) and "${later.code}"; this file changed more recently, so "${owner.code}" keeps it`,
        'choose a merchant code no other tenant uses',
      ),
    );
  }
  for (const { name, owner, later } of clashingClaims(
    loaded.map((l) => ({ claimant: l, names: namesOf(l, 'domains') })),
  )) {
    if (!valid.includes(later)) continue;
    const i = namesOf(later, 'domains').indexOf(name);
    add(
      later,
      problem(
        later,
        `/domains/${i}`,
        `domain "${name}" is declared by "${owner.code}" (${owner.file}) and "${later.code}"; this file changed more recently, so "${owner.code}" keeps serving it and "${later.code}" is refused`,
        `remove "${name}" here, or first remove it from ${owner.file}`,
      ),
    );
  }
  return out;
}
