// Who keeps a name two tenants declare (a domain, a merchant code): the tenant that declared it
// first. "First" is the older manifest by file modification time (mtime), not git history: an
// operator's edit is usually not committed yet, and a fleet deployed from a tarball has no git.
// Equal times fall back to the code, so the answer never depends on directory order.
// `lobby validate` and `lobby start` both decide through this function.

interface Claimant {
  code: string;
  /** The manifest's modification time, in ms. */
  changedAt: number;
}

interface Clash<C extends Claimant> {
  name: string;
  /** The first declaration: keeps the name. */
  owner: C;
  /** Later declarations: refused. */
  later: C;
}

const older = (a: Claimant, b: Claimant) =>
  a.changedAt - b.changedAt || a.code.localeCompare(b.code);

/** Every name claimed by more than one tenant, each later claimant paired with the owner. */
export function clashingClaims<C extends Claimant>(
  claims: readonly { claimant: C; names: readonly string[] }[],
): Clash<C>[] {
  const byName = new Map<string, C[]>();
  for (const { claimant, names } of claims)
    for (const name of new Set(names)) byName.set(name, [...(byName.get(name) ?? []), claimant]);
  const out: Clash<C>[] = [];
  for (const [name, claimants] of byName) {
    if (claimants.length < 2) continue;
    const [owner, ...later] = [...claimants].sort(older);
    for (const l of later) out.push({ name, owner: owner!, later: l });
  }
  return out;
}
