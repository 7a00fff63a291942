// A flow that depends only on a few tenant flags runs once per distinct combination of them, on
// the first tenant (by code) that has it: the matrix grows with the number of flag profiles, not
// with the number of tenants (issue 14). Branding, language and layout checks still run on every
// tenant and must not use this.
import fs from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import type { TenantManifest } from '../schemas/index.ts';
import { manifestOf, tenantCodeOf } from './fixtures.ts';

const tenantsDir = path.resolve(import.meta.dirname, '..', 'tenants');

function tenantCodes(): string[] {
  return fs
    .readdirSync(tenantsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(tenantsDir, d.name, 'tenant.json')))
    .map((d) => d.name)
    .sort();
}

/**
 * The tenant that covers `code`'s profile: the first tenant whose `profile(manifest)` serialises
 * the same. `profile` returns what the flow reads (e.g. `m => m.flags.smsLogin`).
 */
export function representativeOf(code: string, profile: (m: TenantManifest) => unknown): string {
  const key = JSON.stringify(profile(manifestOf(code)) ?? null);
  return tenantCodes().find((c) => JSON.stringify(profile(manifestOf(c)) ?? null) === key) ?? code;
}

/** Why `info`'s tenant skips the flow, or null when it is the one that covers its profile. */
export function coveredElsewhere(
  info: TestInfo,
  profile: (m: TenantManifest) => unknown,
): string | null {
  const code = tenantCodeOf(info.project.name);
  const rep = representativeOf(code, profile);
  return rep === code ? null : `same flag profile as ${rep}, which runs this flow`;
}
