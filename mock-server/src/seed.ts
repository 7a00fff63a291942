// Demo data for a tenant: players, the agent tree, a month of bets, content. Each domain seeds its
// own slice, in dependency order (seed-steps.ts), into one TenantData value that is then written
// in one go.
import type { TenantManifest } from '#schemas/index.ts';
import type { SeedOptions } from './domain/seed-step.ts';
import { SEED_STEPS } from './seed-steps.ts';
import { emptyTenantData, type TenantData } from './store/data.ts';

export type { SeedOptions } from './domain/seed-step.ts';

export async function seedTenant(manifest: TenantManifest, deps: SeedOptions): Promise<TenantData> {
  const data = emptyTenantData();
  for (const step of SEED_STEPS) await step.run(data, manifest, deps);
  data.meta.seededAt = deps.clock.now();
  return data;
}
