// Within a flow spec, a test that depends only on a few tenant flags runs once per distinct
// combination of them, on the first selected tenant (by code) that has it (see e2e/matrix.ts for
// the spec-level plan). Branding, language and layout checks must not use this.
import type { TestInfo } from '@playwright/test';
import type { TenantManifest } from '../schemas/index.ts';
import { tenantCodeOf } from './fixtures.ts';
import { readManifest, selectedCodes } from './matrix.ts';

/**
 * The tenant that covers `code`'s profile: the first selected tenant whose `profile(manifest)`
 * serialises the same. `profile` returns what the test reads (e.g. `m => m.flags.smsLogin`).
 */
export function representativeOf(code: string, profile: (m: TenantManifest) => unknown): string {
  const key = JSON.stringify(profile(readManifest(code)) ?? null);
  return (
    selectedCodes().find((c) => JSON.stringify(profile(readManifest(c)) ?? null) === key) ?? code
  );
}

/** Why `info`'s tenant skips the test, or null when it is the one that covers its profile. */
export function coveredElsewhere(
  info: TestInfo,
  profile: (m: TenantManifest) => unknown,
): string | null {
  const code = tenantCodeOf(info.project.name);
  const rep = representativeOf(code, profile);
  return rep === code ? null : `same flag profile as ${rep}, which runs this flow`;
}
