// The slow hashes (scrypt) run in a bounded pool with a queue per source, served in turn: a flood
// of logins from one address (unknown names cost a full hash too, so they cannot be told apart)
// waits behind itself, while the owner's login, from another source, takes the next free slot.
// Without it every hash goes straight to libuv's thread pool, first come first served, and the
// owner waits behind the whole flood.
import os from 'node:os';

interface Job {
  run: () => Promise<unknown>;
  settle: (outcome: { ok: true; value: unknown } | { ok: false; error: unknown }) => void;
}

export class HashPool {
  /** Waiting jobs per source; a Map keeps the order sources were first seen in, for the turns. */
  private readonly queues = new Map<string, Job[]>();
  private readonly runningBy = new Map<string, number>();
  private running = 0;

  /**
   * `slots`: hashes at once (the cores, so a hash never waits for a core behind another hash).
   * One source holds at most `slots - 1` of them when there are several, so another source's
   * hash starts at once instead of waiting for one of the flood's to end.
   */
  constructor(private readonly slots: number) {}

  private perSource(): number {
    return this.slots > 1 ? this.slots - 1 : 1;
  }

  /** Runs `hash` when its source's turn comes. */
  run<T>(source: string, hash: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const queue = this.queues.get(source) ?? [];
      this.queues.set(source, queue);
      queue.push({
        run: hash,
        settle: (o) => (o.ok ? resolve(o.value as T) : reject(o.error)),
      });
      this.pump();
    });
  }

  /** Jobs waiting (not running) from a source. */
  waiting(source: string): number {
    return this.queues.get(source)?.length ?? 0;
  }

  private pump(): void {
    while (this.running < this.slots) {
      const next = this.nextSource();
      if (next === undefined) return;
      const queue = this.queues.get(next)!;
      const job = queue.shift()!;
      // The source goes to the back of the turns; a source with nothing left waiting leaves them.
      this.queues.delete(next);
      if (queue.length > 0) this.queues.set(next, queue);
      this.start(next, job);
    }
  }

  private nextSource(): string | undefined {
    for (const source of this.queues.keys())
      if ((this.runningBy.get(source) ?? 0) < this.perSource()) return source;
    return undefined;
  }

  private start(source: string, job: Job): void {
    this.running += 1;
    this.runningBy.set(source, (this.runningBy.get(source) ?? 0) + 1);
    const done = () => {
      this.running -= 1;
      const left = (this.runningBy.get(source) ?? 1) - 1;
      if (left > 0) this.runningBy.set(source, left);
      else this.runningBy.delete(source);
      this.pump();
    };
    job.run().then(
      (value) => {
        done();
        job.settle({ ok: true, value });
      },
      (error: unknown) => {
        done();
        job.settle({ ok: false, error });
      },
    );
  }
}

/** The process's pool: as many hashes at once as there are cores. */
export const hashPool = new HashPool(os.availableParallelism());

/** The source of a hash asked for from an address (no known device). */
export const addressSource = (ip: string) => `ip:${ip}`;

/** The source of a hash nobody outside asked for (seeding, upgrades): its own queue. */
export const INTERNAL_SOURCE = 'internal';
