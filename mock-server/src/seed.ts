// Demo data for a tenant: players, the agent tree, a month of bets, content. Each domain seeds its
// own slice, in dependency order, into one TenantData value that is then written in one go.
import type { TenantManifest } from '../../schemas/index.ts';
import type { Deps } from './deps.ts';
import { emptyTenantData, type TenantData } from './store/data.ts';
import './seed-steps.ts';

/** `demo: false` (prod): no demo accounts, so nothing that belongs to them either. */
export type SeedOptions = Pick<Deps, 'clock'> & { demo?: boolean };

export type SeedStep = (
  data: TenantData,
  manifest: TenantManifest,
  deps: SeedOptions,
) => void | Promise<void>;

interface StepEntry {
  name: string;
  run: SeedStep;
}

/**
 * The registered steps. Domain seed modules (imported above through seed-steps.ts) register while
 * this module is still being evaluated (an import cycle), before a `const` here would exist; a
 * function declaration is hoisted, so the list lives on it.
 */
function stepList(): StepEntry[] {
  const holder = stepList as unknown as { steps?: StepEntry[] };
  return (holder.steps ??= []);
}

/** Registers a seed step; steps run in registration order (members first, then what uses them). */
export function registerSeedStep(name: string, run: SeedStep): void {
  const steps = stepList();
  if (!steps.some((s) => s.name === name)) steps.push({ name, run });
}

export async function seedTenant(manifest: TenantManifest, deps: SeedOptions): Promise<TenantData> {
  const data = emptyTenantData();
  for (const step of stepList()) await step.run(data, manifest, deps);
  data.meta.seededAt = deps.clock.now();
  return data;
}
