// A map whose entries live a while and whose size is capped: the started one-click sign-ins and
// the tickets they end in, which a flood of starts must not grow without bound.

/** A map with a lifetime per entry and a cap (oldest first out). */
export class Expiring<T extends { expiresAt: number }> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly max: number) {}

  set(key: string, value: T): void {
    if (this.entries.size >= this.max) {
      const now = Date.now();
      for (const [k, v] of this.entries) if (v.expiresAt <= now) this.entries.delete(k);
      const oldest = this.entries.keys().next().value;
      if (this.entries.size >= this.max && oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
  }
  get(key: string): T | undefined {
    const v = this.entries.get(key);
    if (v && v.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return v;
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
}
