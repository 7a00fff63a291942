import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { newVolatile } from '../tenancy.ts';
import { LOCKOUT_MS, MAX_ACCOUNT_FAILURES, MAX_IP_FAILURES } from './limits.ts';
import { assertNotLocked, recordFailure, recordSuccess } from './lockout.ts';

const lockedKey = (f: () => void) => {
  try {
    f();
    return undefined;
  } catch (e) {
    return e instanceof ApiError ? e.key : 'other';
  }
};

describe('lockout', () => {
  it('locks an account after the limit, for the lockout window only', () => {
    const v = newVolatile();
    for (let i = 0; i < MAX_ACCOUNT_FAILURES - 1; i++) recordFailure(v, 'bob', '1.1.1.1', 1000);
    expect(lockedKey(() => assertNotLocked(v, 'bob', '1.1.1.1', 1000))).toBeUndefined();
    recordFailure(v, 'BOB', '1.1.1.1', 1000);
    expect(lockedKey(() => assertNotLocked(v, 'bob', '2.2.2.2', 1001))).toBe(
      'auth/too-many-requests',
    );
    expect(
      lockedKey(() => assertNotLocked(v, 'bob', '2.2.2.2', 1000 + LOCKOUT_MS)),
    ).toBeUndefined();
  });

  it('forgets old failures and clears the account on success', () => {
    const v = newVolatile();
    for (let i = 0; i < MAX_ACCOUNT_FAILURES - 1; i++) recordFailure(v, 'amy', '1.1.1.1', 0);
    recordFailure(v, 'amy', '1.1.1.1', LOCKOUT_MS + 1);
    expect(lockedKey(() => assertNotLocked(v, 'amy', '3.3.3.3', LOCKOUT_MS + 2))).toBeUndefined();
    for (let i = 0; i < MAX_ACCOUNT_FAILURES - 2; i++)
      recordFailure(v, 'amy', '1.1.1.1', LOCKOUT_MS + 2);
    recordSuccess(v, 'amy');
    recordFailure(v, 'amy', '1.1.1.1', LOCKOUT_MS + 3);
    expect(lockedKey(() => assertNotLocked(v, 'amy', '3.3.3.3', LOCKOUT_MS + 4))).toBeUndefined();
  });

  it('locks an IP after its own limit across accounts', () => {
    const v = newVolatile();
    for (let i = 0; i < MAX_IP_FAILURES; i++) recordFailure(v, `user${i}`, '9.9.9.9', 5);
    expect(lockedKey(() => assertNotLocked(v, 'fresh', '9.9.9.9', 6))).toBe(
      'auth/too-many-requests',
    );
    expect(lockedKey(() => assertNotLocked(v, 'fresh', '8.8.8.8', 6))).toBeUndefined();
  });
});
