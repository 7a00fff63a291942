// The settlement job: salaries and dividends that fell due by the server clock.
import { registerJob } from '../../jobs.ts';
import { hasDueWork, settleDue } from './settlement.ts';

registerJob('agents-settlement', async (tenant, deps) => {
  const now = deps.clock.now();
  if (!hasDueWork(tenant.store.data, tenant.manifest, now)) return;
  await tenant.store.write((d) => {
    settleDue(d, tenant.manifest, now);
  });
});
