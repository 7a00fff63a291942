// The fleet the app serves: the manifests it loads (an invalid one becomes an unconfigured site,
// unless strict), and how one tenant's data opens (seeded on its first start).
import fs from 'node:fs';
import path from 'node:path';
import type { TenantManifest } from '#schemas/index.ts';
import { formatProblem, loadManifests, loadValidManifests } from '#manifests/index.ts';
import type { Clock } from '../clock.ts';
import { startSessionUse } from '../http/session-of.ts';
import { withOutbox, type PushNote } from '../store/outbox.ts';
import { seedTenant } from '../seed.ts';
import { messageOf, smsSender, type SenderOptions } from '../security/sms-gateway.ts';
import { receive } from '../security/test-phone.ts';
import { openTenantStore } from '../store/tenant-store.ts';
import { newVolatile, type Tenant, type UnconfiguredTenant } from '../tenancy.ts';

export async function openTenant(
  manifest: TenantManifest,
  dataDir: string | null,
  clock: Clock,
  demo: boolean,
  publish: (notes: PushNote[]) => void,
  smsKey: Buffer,
  log: (line: string) => void,
  /** Keep each number's texts for the test routes (never in prod). */
  testPhone = false,
): Promise<Tenant> {
  const store = withOutbox(await openTenantStore(dataDir, manifest.code), publish);
  if (store.data.meta.seededAt === undefined) {
    // First start: a new user should find demo accounts and content at once (not in prod).
    await store.replace(await seedTenant(manifest, { clock, demo }));
  }
  const volatile = newVolatile();
  startSessionUse(
    volatile,
    clock.within(manifest.code, () => clock.now()),
  );
  const tenant: Tenant = { code: manifest.code, manifest, store, volatile };
  // Without demo data this is a live site: its new-address second factor and SMS sign-ins need
  // codes that reach phones.
  if (!demo && !manifest.security.sms)
    log(
      `${manifest.code}: no SMS gateway (security.sms): codes reach no phone, so members sign in only from known addresses`,
    );
  const sender: SenderOptions = {
    manifest: () => tenant.manifest,
    member: (id) => store.data.members.find((m) => m.id === id),
    dataDir,
    key: smsKey,
    log,
    now: () => clock.within(manifest.code, () => clock.now()),
  };
  const send = smsSender(sender);
  volatile.smsOut = (letter) => {
    send(letter);
    const message = testPhone ? messageOf(letter, sender) : undefined;
    if (message) receive(tenant, message);
  };
  return tenant;
}

/** Domains an invalid manifest declares, when its JSON can at least be read. */
function declaredDomains(tenantsDir: string, code: string): string[] {
  try {
    const raw = JSON.parse(fs.readFileSync(path.join(tenantsDir, code, 'tenant.json'), 'utf8')) as {
      domains?: unknown;
    };
    return Array.isArray(raw.domains)
      ? raw.domains.filter((d): d is string => typeof d === 'string').map((d) => d.toLowerCase())
      : [];
  } catch {
    return [];
  }
}

/** The valid manifests to serve, and the sites that cannot be served, each told to `onInvalid`. */
export function loadFleet(
  tenantsDir: string,
  options: {
    strict?: boolean;
    only?: string[];
    manifests?: ReturnType<typeof loadManifests>;
    onInvalid?: (tenant: UnconfiguredTenant) => void;
  },
): { manifests: TenantManifest[]; unconfigured: UnconfiguredTenant[] } {
  const wanted = (code: string) => !options.only || options.only.includes(code);
  let manifests: TenantManifest[];
  let unconfigured: UnconfiguredTenant[] = [];
  if (options.strict) manifests = loadValidManifests(tenantsDir).filter((m) => wanted(m.code));
  else {
    const loaded = options.manifests ?? loadManifests(tenantsDir);
    manifests = loaded.valid.filter((m) => wanted(m.code));
    unconfigured = loaded.invalid
      .filter((r) => wanted(r.code))
      .map((r) => ({
        code: r.code,
        hosts: [`${r.code}.localhost`, ...declaredDomains(tenantsDir, r.code)],
        problems: r.problems.map(formatProblem),
      }));
    for (const u of unconfigured) options.onInvalid?.(u);
  }
  return { manifests, unconfigured };
}
