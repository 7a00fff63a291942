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

/** A job that threw: which one, for which tenant, and why. */
interface JobFailure {
  job: string;
  tenant: string;
  error: unknown;
}

/**
 * Runs every job for each tenant (every tenant by default) on that tenant's clock. A failing job
 * does not stop the others; its failure is logged and returned so callers (the ticker, the test
 * route) can report it instead of losing it in a log line.
 */
export async function runDueJobs(
  deps: Deps,
  tenants: readonly Tenant[] = deps.tenants.list,
): Promise<JobFailure[]> {
  const failures: JobFailure[] = [];
  for (const tenant of tenants) {
    for (const job of jobs) {
      try {
        await deps.clock.within(tenant.code, () => job.run(tenant, deps));
      } catch (error) {
        failures.push({ job: job.name, tenant: tenant.code, error });
        deps.log(`job ${job.name} failed for ${tenant.code}: ${String(error)}`);
      }
    }
  }
  return failures;
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
