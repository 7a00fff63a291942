// Demo data for a tenant: players, the agent tree, a month of bets, content. Each domain seeds its
// own slice, in dependency order, into one TenantData value that is then written in one go.
import type { TenantManifest } from '../../schemas/index.ts';
import type { Deps } from './deps.ts';
import { emptyTenantData, type TenantData } from './store/data.ts';
import './seed-steps.ts';

export type SeedStep = (
  data: TenantData,
  manifest: TenantManifest,
  deps: Pick<Deps, 'clock'>,
) => void | Promise<void>;

const steps: { name: string; run: SeedStep }[] = [];

/** Registers a seed step; steps run in registration order (members first, then what uses them). */
export function registerSeedStep(name: string, run: SeedStep): void {
  if (!steps.some((s) => s.name === name)) steps.push({ name, run });
}

export async function seedTenant(
  manifest: TenantManifest,
  deps: Pick<Deps, 'clock'>,
): Promise<TenantData> {
  const data = emptyTenantData();
  for (const step of steps) await step.run(data, manifest, deps);
  data.meta.seededAt = deps.clock.now();
  return data;
}
