// The game icons on their way to the screen. Background downloads (the game list's search index,
// 31 KB on a tenant of 10,000 games) wait until these are in, so on a slow link they never take
// the bandwidth of what the player is looking at (on a phone profile the index used to
// start while the first icons were still loading, and the list's largest paint waited for both).
let inFlight = 0;
const waiters = new Set<() => void>();

/** An icon started loading; call the returned function when it loaded, failed or went away. */
export function iconLoading(): () => void {
  inFlight += 1;
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    inFlight -= 1;
    if (inFlight === 0) for (const wake of [...waiters]) wake();
  };
}

/** Runs `run` once no icon is loading, or after `maxWaitMs` at the latest; returns a cancel. */
export function whenIconsIn(run: () => void, maxWaitMs: number): () => void {
  if (inFlight === 0) {
    run();
    return () => undefined;
  }
  const wake = () => {
    cancel();
    run();
  };
  const timer = window.setTimeout(wake, maxWaitMs);
  waiters.add(wake);
  const cancel = () => {
    window.clearTimeout(timer);
    waiters.delete(wake);
  };
  return cancel;
}
