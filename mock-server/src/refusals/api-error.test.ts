import { describe, expect, it } from 'vitest';
import { DomainError } from './refusal.ts';
import { ApiError, asApiError } from './api-error.ts';

describe('asApiError', () => {
  it('gives a domain refusal the status of its key, keeping key, message and details', () => {
    const e = asApiError(new DomainError('not_downline', 'not yours', { id: 7 }));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 403, key: 'not_downline', message: 'not yours' });
    expect(e?.value).toEqual({ id: 7 });
    expect(asApiError(new DomainError('contract_exists'))?.status).toBe(409);
    expect(asApiError(new DomainError('auth/quota-exceeded'))?.status).toBe(429);
  });

  it('passes an ApiError through with its own status, and answers null for other errors', () => {
    const own = new ApiError(503, 'domain_check_failed');
    expect(asApiError(own)).toBe(own);
    expect(asApiError(new Error('boom'))).toBeNull();
    expect(asApiError('not an error')).toBeNull();
  });
});
