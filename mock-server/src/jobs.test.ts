// The job runner and its ticker: each tenant's jobs run on that tenant's clock, a failing job is
// reported (not only logged) and does not stop the others, the ticker never overlaps a slow run.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TenantManifest } from '#schemas/index.ts';
import { fixedClock } from './clock.ts';
import type { Deps } from './deps.ts';
import { registerJob, runDueJobs, startJobTicker } from './jobs.ts';
import { TenantDirectory } from './tenant-directory.ts';
import { newVolatile, type Tenant } from './tenancy.ts';

const tenant = (code: string) =>
  ({ code, manifest: { domains: [] }, store: {}, volatile: newVolatile() }) as unknown as Tenant;

async function depsOf(codes: string[]) {
  const lines: string[] = [];
  const manifests = codes.map(
    (code) => ({ code, domains: [], api: { baseUrl: '/' } }) as unknown as TenantManifest,
  );
  const tenants = new TenantDirectory(manifests, (m) => Promise.resolve(tenant(m.code)));
  await Promise.all(codes.map((c) => tenants.open(c)));
  const deps = {
    clock: fixedClock(1_000_000),
    tenants,
    log: (m: unknown) => lines.push(String(m)),
  } as unknown as Deps;
  return { deps, lines };
}

// The registry is module-wide: one recording job and one that fails on demand, for every test.
const seen: { tenant: string; now: number }[] = [];
let failFor: string | null = null;
registerJob('record', (t, deps) => {
  seen.push({ tenant: t.code, now: deps.clock.now() });
  return Promise.resolve();
});
registerJob('flaky', (t) =>
  t.code === failFor ? Promise.reject(new Error('ledger locked')) : Promise.resolve(),
);
registerJob('after', (t, deps) => {
  seen.push({ tenant: `${t.code}:after`, now: deps.clock.now() });
  return Promise.resolve();
});

afterEach(() => {
  seen.length = 0;
  failFor = null;
  vi.useRealTimers();
});

describe('per-tenant clocks', () => {
  it("moving one tenant's clock leaves the others where they were", () => {
    const clock = fixedClock(5_000);
    clock.within('a', () => clock.advance(26 * 3_600_000));
    expect(clock.within('a', () => clock.now())).toBe(5_000 + 26 * 3_600_000);
    expect(clock.within('b', () => clock.now())).toBe(5_000);
    // Outside any tenant the base moves, and with it every tenant.
    clock.advance(1_000);
    expect(clock.within('a', () => clock.now())).toBe(6_000 + 26 * 3_600_000);
    expect(clock.within('b', () => clock.now())).toBe(6_000);
  });

  it('keeps the tenant across awaits and never goes back', async () => {
    const clock = fixedClock(0);
    const read = await clock.within('a', async () => {
      clock.advance(10);
      await new Promise((r) => setTimeout(r, 1));
      clock.advance(-50);
      return clock.now();
    });
    expect(read).toBe(10);
  });
});

describe('runDueJobs', () => {
  it("runs every job for every tenant on that tenant's clock", async () => {
    const { deps } = await depsOf(['a', 'b']);
    deps.clock.within('b', () => deps.clock.advance(60_000));
    const failures = await runDueJobs(deps);
    expect(failures).toEqual([]);
    expect(seen).toEqual([
      { tenant: 'a', now: 1_000_000 },
      { tenant: 'a:after', now: 1_000_000 },
      { tenant: 'b', now: 1_060_000 },
      { tenant: 'b:after', now: 1_060_000 },
    ]);
  });

  it('reports a failing job, logs it and still runs the jobs after it', async () => {
    const { deps, lines } = await depsOf(['a', 'b']);
    failFor = 'a';
    const failures = await runDueJobs(deps);
    expect(failures.map((f) => [f.job, f.tenant, String(f.error)])).toEqual([
      ['flaky', 'a', 'Error: ledger locked'],
    ]);
    expect(lines).toEqual(['job flaky failed for a: Error: ledger locked']);
    expect(seen.map((s) => s.tenant)).toEqual(['a', 'a:after', 'b', 'b:after']);
  });

  it('runs only the tenants it is given', async () => {
    const { deps } = await depsOf(['a', 'b']);
    await runDueJobs(deps, [deps.tenants.byCode('b')!]);
    expect(seen.map((s) => s.tenant)).toEqual(['b', 'b:after']);
  });
});

describe('startJobTicker', () => {
  it('runs the jobs every period until stopped', async () => {
    vi.useFakeTimers();
    const { deps } = await depsOf(['a']);
    const stop = startJobTicker(deps, 1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.filter((s) => s.tenant === 'a')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seen.filter((s) => s.tenant === 'a')).toHaveLength(3);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seen.filter((s) => s.tenant === 'a')).toHaveLength(3);
  });

  it('skips a tick while the previous run is still going', async () => {
    vi.useFakeTimers();
    const { deps } = await depsOf(['slow']);
    let release: () => void = () => undefined;
    let runs = 0;
    registerJob('slow-one', (t) => {
      if (t.code !== 'slow') return Promise.resolve();
      runs++;
      return new Promise<void>((r) => (release = r));
    });
    const stop = startJobTicker(deps, 1_000);
    await vi.advanceTimersByTimeAsync(3_500);
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    stop();
    release();
  });
});
