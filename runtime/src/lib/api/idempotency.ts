// Money calls (deposit, withdraw, transfer) carry an Idempotency-Key (spec: the contract's
// `idempotent` operations). The key belongs to one submission: when the request gets no answer
// (a timeout, a dropped connection on a mobile network), the player's retry of the same request
// sends the same key and the server applies it once; once any answer has arrived, the next
// submission, even with the same amount, is a new one with a new key.
const open = new Map<string, string>();

function newKey(): string {
  // getRandomValues works outside secure contexts too (a site served over plain http).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const signature = (operationId: string, body: unknown) =>
  `${operationId}\u0000${JSON.stringify(body ?? null)}`;

/** The key of this request: the one of an unanswered identical request, or a new one. */
export function idempotencyKeyFor(operationId: string, body: unknown): string {
  const sig = signature(operationId, body);
  let key = open.get(sig);
  if (!key) {
    key = newKey();
    open.set(sig, key);
  }
  return key;
}

/** The server answered (success or refusal): a later identical request is a new submission. */
export function answered(operationId: string, body: unknown): void {
  open.delete(signature(operationId, body));
}
