import { describe, expect, it } from 'vitest';
import { backoffMs } from './connection.ts';

describe('backoffMs', () => {
  it('doubles from half a second to a 30 s ceiling, with up to half of it random', () => {
    const low = (n: number) => backoffMs(n, () => 0);
    const high = (n: number) => backoffMs(n, () => 1);
    expect([0, 1, 2, 3].map(high)).toEqual([500, 1000, 2000, 4000]);
    expect([0, 1, 2, 3].map(low)).toEqual([250, 500, 1000, 2000]);
    expect(high(20)).toBe(30_000);
    expect(low(20)).toBe(15_000);
  });
});
