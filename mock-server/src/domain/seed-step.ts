// The shape of one domain's seed step. It lives below both the domain seed modules and the list
// that orders them (seed-steps.ts), so neither imports the other's importer.
import type { TenantManifest } from '#schemas/index.ts';
import type { Deps } from '../deps.ts';
import type { TenantData } from '../store/data.ts';

/** `demo: false` (prod): no demo accounts, so nothing that belongs to them either. */
export type SeedOptions = Pick<Deps, 'clock'> & { demo?: boolean };

export type SeedStep = (
  data: TenantData,
  manifest: TenantManifest,
  deps: SeedOptions,
) => void | Promise<void>;
