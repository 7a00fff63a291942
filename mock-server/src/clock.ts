// The server's notion of "now". Settlement, lockouts, SMS expiry and draws all read it, so tests
// (and `/__test/clock/advance`) can move time forward without waiting.
export interface Clock {
  now(): number;
  advance(ms: number): void;
}

/** Wall-clock time plus an offset that only grows. */
export function systemClock(): Clock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      if (ms > 0) offset += ms;
    },
  };
}

/** A clock that stands still until advanced: for deterministic tests. */
export function fixedClock(start: number): Clock {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      if (ms > 0) t += ms;
    },
  };
}
