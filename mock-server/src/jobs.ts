// Work that falls due by the clock: salary and dividend settlement, lottery draws, withdrawal
// auto-receive. Each job is idempotent: it settles what is due now and records that it did.
import type { Deps } from './deps.ts';
import type { Tenant } from './tenancy.ts';

export type Job = (tenant: Tenant, deps: Deps) => Promise<void>;

/** Jobs in the order they run; a domain adds its own here. */
const jobs: { name: string; run: Job }[] = [];

export function registerJob(name: string, run: Job): void {
  if (!jobs.some((j) => j.name === name)) jobs.push({ name, run });
}

export async function runDueJobs(deps: Deps): Promise<void> {
  for (const tenant of deps.tenants.list) {
    for (const job of jobs) {
      try {
        await job.run(tenant, deps);
      } catch (e) {
        deps.log(`job ${job.name} failed for ${tenant.code}: ${String(e)}`);
      }
    }
  }
}

/** Runs due jobs on a timer (dev/prod); tests drive them through /__test/clock/advance instead. */
export function startJobTicker(deps: Deps, everyMs = 15_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueJobs(deps).finally(() => {
      running = false;
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
