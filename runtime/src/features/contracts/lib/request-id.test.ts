import { describe, expect, it } from 'vitest';
import { withRetries } from './request-id.ts';

describe('contract action retries', () => {
  it('retries a network failure with the same request id', async () => {
    const seen: string[] = [];
    const value = await withRetries(async (id) => {
      seen.push(id);
      if (seen.length < 3) throw Object.assign(new Error('offline'), { status: 0 });
      return 'done';
    });
    expect(value).toBe('done');
    expect(new Set(seen).size).toBe(1);
    expect(seen).toHaveLength(3);
  });

  it('does not retry a refusal with an HTTP status', async () => {
    let calls = 0;
    await expect(
      withRetries(async () => {
        calls++;
        throw Object.assign(new Error('contract_state_invalid'), { status: 409 });
      }),
    ).rejects.toThrow('contract_state_invalid');
    expect(calls).toBe(1);
  });
});
