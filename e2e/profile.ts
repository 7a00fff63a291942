// Within a flow spec, a test that depends only on a few tenant flags runs once per distinct
// combination of them, on the first selected tenant (by code) that has it (see e2e/matrix.ts for
// the spec-level plan). Branding, language and layout checks must not use this.
import type { TestInfo } from '@playwright/test';
import type { TenantManifest } from '#schemas/index.ts';
import { planMatrix, readManifest, selectedCodes } from './matrix.ts';

/** The tenant code of a project: `<code>`, `<code>-serial` or `<code>-slow-phone` (playwright.config.ts). */
export const tenantCodeOf = (projectName: string) =>
  projectName.replace(/-(serial|slow-phone)$/, '');

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

const NO_TENANT_SETTING = 'reads-no-tenant-setting';

/**
 * The details of a flow that reads no tenant setting (no flag, rule, game list or text of the
 * manifest), `test(title, READS_NO_TENANT_SETTING, body)`: it runs only on the one tenant of its
 * wire format that spreadElsewhere picks. The test fixture (fixtures.ts) skips it on the others
 * before its page is opened: a skip from the test's body came after a browser context had been
 * made and closed for nothing, a second of a busy core for each of the many skipped copies.
 */
export const READS_NO_TENANT_SETTING = { annotation: { type: NO_TENANT_SETTING } };

/** Why the running test skips before any of its fixtures is set up, or null when it runs. */
export function skippedBeforeSetUp(info: TestInfo): string | null {
  return info.annotations.some((a) => a.type === NO_TENANT_SETTING)
    ? spreadElsewhere(info, info.title)
    : null;
}
