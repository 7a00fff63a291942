// The tenant's server time, from the Date header of API answers (schemas/api: every operation's
// answer carries the tenant clock there). The agent clock and its report days read serverNow()
// so they agree with the server's "today", whatever the browser's own clock says.
const JITTER_MS = 1_500;

let offsetMs = 0;
const listeners = new Set<() => void>();

/**
 * Takes one answer's Date header. The header has whole seconds, so an answer moves the offset
 * only when it differs by more than that rounding (a clock that moved, not the next answer's
 * rounding), which keeps a ticking clock from stepping back a second.
 */
export function noteServerDate(header: string | null, receivedAt = Date.now()): void {
  if (!header) return;
  const server = Date.parse(header);
  if (Number.isNaN(server)) return;
  // The header was written somewhere within that second: take its middle.
  const next = server + 500 - receivedAt;
  if (Math.abs(next - offsetMs) <= JITTER_MS) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

/** Now on the server's clock, in ms. */
export const serverNow = (): number => Date.now() + offsetMs;

/** Called when the offset moves (a tenant clock advanced in test mode, a skewed browser). */
export function onServerTimeChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
