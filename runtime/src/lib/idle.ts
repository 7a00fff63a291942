// Work that can wait for a quiet moment (a background fetch after the first paint).

/** Runs `run` when the browser is idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, Math.min(timeoutMs, 500));
  return () => window.clearTimeout(timer);
}
