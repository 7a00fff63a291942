import { describe, expect, it } from 'vitest';
import { Lru } from './lru.ts';

describe('Lru', () => {
  it('builds a value once while it is kept, and drops the one used longest ago', () => {
    const built: string[] = [];
    const cache = new Lru<string, string>(2);
    const get = (key: string) =>
      cache.get(key, () => {
        built.push(key);
        return key.toUpperCase();
      });
    expect(get('a')).toBe('A');
    get('b');
    get('a'); // a hit: b is now the oldest
    get('c'); // over the bound: b goes
    get('a');
    get('b');
    expect(built).toEqual(['a', 'b', 'c', 'b']);
  });
});
