// The server's notion of "now". Settlement, lockouts, SMS expiry and draws all read it, so tests
// (and `/__test/clock/advance`) can move time forward without waiting.
//
// Each tenant has its own clock: a request or a job runs inside its tenant's scope (`within`),
// and `now()` reads that tenant's time. Moving one tenant's clock (an e2e test expiring a
// contract) never ends the sessions or jumps the states of tests running on another tenant.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Clock {
  /** Now for the tenant whose request or job is running; the base time outside any tenant. */
  now(): number;
  /**
   * Moves time forward: the running tenant's clock inside a tenant's scope, every tenant's
   * (the base) outside one. Time never goes back.
   */
  advance(ms: number): void;
  /** Runs `fn` (and everything it awaits) on `tenant`'s clock. */
  within<T>(tenant: string, fn: () => T): T;
}

const scope = new AsyncLocalStorage<string>();

function perTenant(base: () => number, advanceBase: (ms: number) => void): Clock {
  const offsets = new Map<string, number>();
  return {
    now: () => {
      const tenant = scope.getStore();
      return base() + (tenant === undefined ? 0 : (offsets.get(tenant) ?? 0));
    },
    advance: (ms) => {
      if (!(ms > 0)) return;
      const tenant = scope.getStore();
      if (tenant === undefined) advanceBase(ms);
      else offsets.set(tenant, (offsets.get(tenant) ?? 0) + ms);
    },
    within: (tenant, fn) => scope.run(tenant, fn),
  };
}

/** Wall-clock time plus offsets that only grow. */
export function systemClock(): Clock {
  let offset = 0;
  return perTenant(
    () => Date.now() + offset,
    (ms) => {
      offset += ms;
    },
  );
}

/** A clock that stands still until advanced: for deterministic tests. */
export function fixedClock(start: number): Clock {
  let t = start;
  return perTenant(
    () => t,
    (ms) => {
      t += ms;
    },
  );
}
