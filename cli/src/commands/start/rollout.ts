// A rollout of one brand in a running `lobby start`: its manifest is checked against the whole
// fleet (the same rules as at start, domains by manifest age included), its built folder must be
// complete and built from exactly that manifest and those files, and only then does the server
// switch, in one synchronous step, the manifest the API enforces, the static files, the page's
// CSP hashes and the domains. Anything refused leaves the version being served as it was.
import { checkManifests, formatProblem, isError } from '#manifests/index.ts';
import type { LobbyApp } from '#mock-server/src/index.ts';
import { tenantIsFresh } from '../build/emit-tenant.ts';
import type { LiveSites } from './live.ts';

export type RolloutResult =
  | { code: string; ok: true; version: number }
  | { code: string; ok: false; reason: string; problems: string[] };

export interface RolloutTarget {
  root: string;
  tenantsDir: string;
  live: LiveSites;
  tenants: LobbyApp['deps']['tenants'];
}

export function rollOut(target: RolloutTarget, code: string): RolloutResult {
  const { live, tenants } = target;
  const current = live.get(code);
  if (!current)
    return {
      code,
      ok: false,
      reason: `${code} is not served by this server (unknown, or invalid when it started): restart \`lobby start\` to add it`,
      problems: [],
    };
  const [result] = checkManifests(target.tenantsDir, [code], target.root);
  if (!result?.manifest)
    return {
      code,
      ok: false,
      reason: `invalid manifest: the version served since ${current.version === 0 ? 'start' : `rollout ${current.version}`} keeps serving`,
      problems: (result?.problems ?? []).filter(isError).map(formatProblem),
    };
  const next = live.pin(result.manifest, current.version + 1);
  // The stamp is read from the copy, and compared after the manifest was read: a build or an edit
  // that lands in between fails it, never mixes two versions.
  if (!tenantIsFresh(target, code, next.siteDir)) {
    live.discard(next);
    return {
      code,
      ok: false,
      reason: `dist/${code}/ is missing, incomplete, not built from the current tenants/${code}/, or built by another version of lobby than this server runs: run \`lobby reload ${code}\` (it builds first), or restart \`lobby start\` after upgrading lobby`,
      problems: [],
    };
  }
  live.swap(next);
  tenants.replaceManifest(result.manifest);
  return { code, ok: true, version: next.version };
}
