import { describe, expect, it } from 'vitest';
import { answered, idempotencyKeyFor } from './idempotency.ts';

describe('idempotency keys of money calls', () => {
  it('a retry of an unanswered request reuses its key; an answered one gets a new key', () => {
    const body = { direction: 'toUpline', amount: 10 };
    const first = idempotencyKeyFor('walletTransfer', body);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // No answer came (timeout): the player retries the same transfer.
    expect(idempotencyKeyFor('walletTransfer', { ...body })).toBe(first);
    // Another amount is another submission.
    expect(idempotencyKeyFor('walletTransfer', { ...body, amount: 11 })).not.toBe(first);
    answered('walletTransfer', body);
    // The same amount again after an answer: a new transfer, a new key.
    expect(idempotencyKeyFor('walletTransfer', body)).not.toBe(first);
  });
});
