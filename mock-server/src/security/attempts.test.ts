import { describe, expect, it } from 'vitest';
import { newVolatile } from '../tenancy.ts';
import { fail, failures, lockedMs, succeed, type Rule } from './attempts.ts';

const rule: Rule = { max: 3, windowMs: 60_000, lockMs: 1_000, maxLockMs: 4_000 };

describe('attempt limiter', () => {
  it('locks after max failures, each further lock twice as long up to the cap', () => {
    const v = newVolatile();
    let now = 0;
    const locks: number[] = [];
    for (let round = 0; round < 4; round++) {
      expect(fail(v, 'k', rule, now)).toBe(0);
      expect(fail(v, 'k', rule, now)).toBe(0);
      const ms = fail(v, 'k', rule, now);
      locks.push(ms);
      expect(lockedMs(v, 'k', now)).toBe(ms);
      now += ms;
      expect(lockedMs(v, 'k', now)).toBe(0);
    }
    expect(locks).toEqual([1_000, 2_000, 4_000, 4_000]);
  });

  it('forgets failures outside the window and after a success; keys are independent', () => {
    const v = newVolatile();
    fail(v, 'a', rule, 0);
    fail(v, 'a', rule, 0);
    expect(failures(v, 'a', rule, 59_999)).toBe(2);
    expect(fail(v, 'a', rule, 60_000)).toBe(0);
    expect(failures(v, 'a', rule, 60_000)).toBe(1);
    succeed(v, 'a');
    expect(failures(v, 'a', rule, 60_000)).toBe(0);
    fail(v, 'b', rule, 0);
    expect(failures(v, 'a', rule, 60_000)).toBe(0);
  });
});
