// A bounded in-memory cache that drops the entry used longest ago (a Map keeps insertion order:
// a hit is moved to the end, the first key is the oldest).
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {}

  /** The value for `key`, built and kept on a miss. */
  get(key: K, build: () => V): V {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = build();
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }
}
