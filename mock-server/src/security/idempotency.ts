// Idempotency-Key on money calls (deposit, withdraw, transfer): a client that retries after a
// timeout sends the same key and gets the first answer back instead of moving money twice.
// The answer is stored in the tenant's data in the same commit as the change it describes, so a
// crash can never keep one without the other; records expire after IDEMPOTENCY_TTL_MS. Requests
// with the same key that overlap wait for the first one and share its answer, a refusal included:
// the first takes the key's slot before anything awaits, so two later ones cannot both run.
import crypto from 'node:crypto';
import type { Request } from 'express';
import type { IdempotencyRecord } from '../records/wallet.ts';
import { ApiError } from '../refusals/api-error.ts';
import type { TenantData } from '../store/data.ts';
import type { Tenant } from '../tenancy.ts';
import { IDEMPOTENCY_TTL_MS } from './limits.ts';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** What a key may look like: a UUID, a ULID or any token of up to 128 safe characters. */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** A request running under a key: what it was (to refuse another body) and its outcome. */
interface Running {
  operation: string;
  fingerprint: string;
  outcome: Promise<unknown>;
}

const inflight = new WeakMap<Tenant, Map<string, Running>>();

const reused = () =>
  new ApiError(422, 'idempotency_key_reused', 'this key was used for another request');

function fingerprintOf(operation: string, body: object): string {
  const { paymentPassword: _secret, ...rest } = body as Record<string, unknown>;
  return crypto
    .createHash('sha256')
    .update(`${operation}\0${JSON.stringify(rest)}`)
    .digest('hex');
}

/** Keeps the answer inside the caller's write (and drops expired records). */
export type Remember<T> = (draft: TenantData, value: T) => void;

/**
 * Runs `run` once per (member, key): a retry with the same key and body gets the stored answer;
 * the same key with another body is refused with 422 idempotency_key_reused. Without the header
 * the call runs as usual.
 */
export async function idempotent<T>(
  o: {
    tenant: Tenant;
    memberId: number;
    req: Request;
    operation: string;
    body: object;
    now: number;
  },
  run: (remember: Remember<T>) => Promise<T>,
): Promise<T> {
  const key = o.req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return run(() => undefined);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new ApiError(400, 'invalid_request', 'Idempotency-Key: 1-128 letters, digits or ._:-', [
      { in: 'header', field: IDEMPOTENCY_HEADER, message: 'must match ^[A-Za-z0-9._:-]{1,128}$' },
    ]);
  const fingerprint = fingerprintOf(o.operation, o.body);
  const slot = `${o.memberId}\0${key}`;
  let pending = inflight.get(o.tenant);
  if (!pending) {
    pending = new Map();
    inflight.set(o.tenant, pending);
  }
  // An overlapping request answers what the running one answers, success or refusal.
  const running = pending.get(slot);
  if (running) {
    if (running.operation !== o.operation || running.fingerprint !== fingerprint) throw reused();
    return (await running.outcome) as T;
  }

  const stored = o.tenant.store.data.wallet.idempotency?.find(
    (r) => r.memberId === o.memberId && r.key === key && r.expiresAt > o.now,
  );
  if (stored) {
    if (stored.operation !== o.operation || stored.fingerprint !== fingerprint) throw reused();
    return stored.value as T;
  }
  const remember: Remember<T> = (draft, value) => {
    const record: IdempotencyRecord = {
      memberId: o.memberId,
      key,
      operation: o.operation,
      fingerprint,
      value,
      expiresAt: o.now + IDEMPOTENCY_TTL_MS,
    };
    draft.wallet.idempotency = [
      ...(draft.wallet.idempotency ?? []).filter((r) => r.expiresAt > o.now),
      record,
    ];
  };
  // Taken synchronously, before run() awaits anything: the slot is this request's from here.
  const entry: Running = { operation: o.operation, fingerprint, outcome: run(remember) };
  pending.set(slot, entry);
  try {
    return (await entry.outcome) as T;
  } finally {
    if (pending.get(slot) === entry) pending.delete(slot);
  }
}
