// Every contract action carries a client-generated request id; a retry of the same action (after
// a network failure) reuses it, so the server applies it once (contractAction op).
function newRequestId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Runs an action with one request id across retries: network failures (no HTTP answer) are
 * retried up to `attempts` times; refusals with an HTTP status are not.
 */
export async function withRetries<T>(
  run: (requestId: string) => Promise<T>,
  attempts = 3,
  requestId = newRequestId(),
): Promise<T> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await run(requestId);
    } catch (error) {
      last = error;
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status > 0) throw error;
    }
  }
  throw last;
}
