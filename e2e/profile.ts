// Within a flow spec, a test that depends only on a few tenant flags runs once per distinct
// combination of them, on the first selected tenant (by code) that has it (see e2e/matrix.ts for
// the spec-level plan). Branding, language and layout checks must not use this.
import type { TestInfo } from '@playwright/test';
import type { TenantManifest } from '#schemas/index.ts';
import { tenantCodeOf, test } from './fixtures.ts';
import { planMatrix, readManifest, selectedCodes } from './matrix.ts';

/**
 * The tenant that covers `code`'s profile: the first selected tenant whose `profile(manifest)`
 * serialises the same. `profile` returns what the test reads (e.g. `m => m.flags.smsLogin`).
 */
export function representativeOf(code: string, profile: (m: TenantManifest) => unknown): string {
  // The wire format is part of every profile: the same flags on another wire are other requests.
  const keyOf = (m: TenantManifest) => JSON.stringify([profile(m) ?? null, m.api.wire]);
  const key = keyOf(readManifest(code));
  return selectedCodes().find((c) => keyOf(readManifest(c)) === key) ?? code;
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

/**
 * For a flow that reads no tenant setting: the one tenant of each wire format that runs it,
 * picked by the flow's name among that format's representatives, so that such flows (long,
 * clock-moving ones above all) spread over the tenants' serial projects instead of queueing on
 * the first tenant.
 */
export function spreadElsewhere(info: TestInfo, flow: string): string | null {
  // The phone projects pick their flows by name and run them on every tenant (playwright.config).
  if (info.project.name.endsWith('-slow-phone')) return null;
  const codes = selectedCodes();
  const wire = readManifest(tenantCodeOf(info.project.name)).api.wire;
  const reps = planMatrix(codes, (c) => readManifest(c))
    .groups.map((g) => g.representative)
    .filter((c) => readManifest(c).api.wire === wire);
  let h = 0;
  for (const ch of flow) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const rep = reps[h % reps.length]!;
  return rep === tenantCodeOf(info.project.name)
    ? null
    : `runs on ${rep} (reads no tenant setting)`;
}

/**
 * First line of a flow that reads no tenant setting (no flag, rule, game list or text of the
 * manifest): skips it except on the one tenant of its wire format that runs it.
 */
export function readsNoTenantSetting(): void {
  const why = spreadElsewhere(test.info(), test.info().title);
  test.skip(!!why, why ?? '');
}
