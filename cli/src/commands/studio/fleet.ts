// The fleet view's rows: every tenant with what `lobby list` shows, plus its logo and problems.
// A manifest the schema refuses still gets a row, with the name and logo read from its JSON.
import fs from 'node:fs';
import path from 'node:path';
import { MAIN_FLAGS } from '#schemas/flags.ts';
import { defaultTheme } from '#schemas/theme-derive.ts';
import {
  checkManifests,
  formatProblem,
  isError,
  listTenantCodes,
  manifestPath,
} from '#manifests/index.ts';
import type { FleetRow } from '#studio/src/protocol.ts';

/** Where the studio serves a tenant's files (its logo), on its own origin. */
export const assetUrl = (code: string, rel: string) =>
  `/tenant-files/${encodeURIComponent(code)}/${rel.split('/').map(encodeURIComponent).join('/')}`;

interface Loose {
  displayName?: unknown;
  branding?: { logo?: unknown };
  languages?: { available?: unknown };
  domains?: unknown;
}

function readLoose(tenantsDir: string, code: string): Loose {
  try {
    const value = JSON.parse(fs.readFileSync(manifestPath(tenantsDir, code), 'utf8')) as unknown;
    return typeof value === 'object' && value !== null ? (value as Loose) : {};
  } catch {
    return {};
  }
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

export function fleetRows(tenantsDir: string, root: string): FleetRow[] {
  return checkManifests(tenantsDir, listTenantCodes(tenantsDir), root).map((r) => {
    const problems = r.problems.filter(isError).map(formatProblem);
    const m = r.manifest;
    if (m)
      return {
        code: r.code,
        name: m.displayName,
        logo: assetUrl(r.code, m.branding.logo),
        languages: m.languages.available,
        theme: m.themes.default,
        primary: defaultTheme(m.themes).primary,
        flags: MAIN_FLAGS.filter((f) => m.flags[f]),
        domain: m.domains[0] ?? '',
        valid: true,
        problems: [],
      };
    const loose = readLoose(tenantsDir, r.code);
    const logo = loose.branding?.logo;
    return {
      code: r.code,
      name: typeof loose.displayName === 'string' ? loose.displayName : r.code,
      logo: typeof logo === 'string' ? assetUrl(r.code, logo) : '',
      languages: strings(loose.languages?.available),
      theme: '',
      primary: '',
      flags: [],
      domain: strings(loose.domains)[0] ?? '',
      valid: false,
      problems,
    };
  });
}

/** A tenant's manifest, its folder and its assets folder, as stat sees them ('-': absent). */
function stampOf(tenantsDir: string, code: string): string {
  const dir = path.join(tenantsDir, code);
  return [manifestPath(tenantsDir, code), dir, path.join(dir, 'assets')]
    .map((p) => {
      const st = fs.statSync(p, { throwIfNoEntry: false });
      return st ? `${st.mtimeMs}:${st.size}` : '-';
    })
    .join(',');
}

/**
 * The fleet's rows, checked again only when a tenant was added, removed or edited (its manifest
 * written, a file added to or removed from its folder or assets): checking a hundred manifests
 * takes seconds, and the fleet view must open in less. A stat per file decides.
 */
export function cachedFleetRows(tenantsDir: string, root: string): () => FleetRow[] {
  let last: { stamp: string; rows: FleetRow[] } | undefined;
  return () => {
    const stamp = listTenantCodes(tenantsDir)
      .map((code) => `${code}:${stampOf(tenantsDir, code)}`)
      .join('\n');
    if (last?.stamp !== stamp) last = { stamp, rows: fleetRows(tenantsDir, root) };
    return last.rows;
  };
}
