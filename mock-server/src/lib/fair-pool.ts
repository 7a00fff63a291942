// Costly work shared by every caller of the server, run in a bounded pool with a queue per source,
// served in turn: a flood from one source waits behind itself, while another source's job takes
// the next free slot. First come, first served, the owner's one request would wait behind the
// whole flood.
interface Job {
  run: () => Promise<unknown>;
  settle: (outcome: { ok: true; value: unknown } | { ok: false; error: unknown }) => void;
}

export class FairPool {
  /** Waiting jobs per source, in the order the sources came. */
  private readonly queues = new Map<string, Job[]>();
  private readonly runningBy = new Map<string, number>();
  /**
   * When each busy source (running or waiting) last had a job started, counted in starts. The
   * turn goes to the source served longest ago, and one not served yet goes first: a source that
   * arrives while the flood's job runs is next, not behind the flood's following job too.
   */
  private readonly servedAt = new Map<string, number>();
  private starts = 0;
  private running = 0;

  /**
   * `slots`: jobs at once. One source holds at most `slots - 1` of them when there are several,
   * so another source's job starts at once instead of waiting for one of the flood's to end.
   */
  constructor(private readonly slots: number) {}

  private perSource(): number {
    return this.slots > 1 ? this.slots - 1 : 1;
  }

  /** Runs `job` when its source's turn comes. */
  run<T>(source: string, job: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const queue = this.queues.get(source) ?? [];
      this.queues.set(source, queue);
      queue.push({
        run: job,
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
      if (queue.length === 0) this.queues.delete(next);
      this.start(next, job);
    }
  }

  private nextSource(): string | undefined {
    let next: string | undefined;
    let nextServedAt = Infinity;
    for (const source of this.queues.keys()) {
      if ((this.runningBy.get(source) ?? 0) >= this.perSource()) continue;
      const at = this.servedAt.get(source) ?? -1;
      if (at < nextServedAt) [next, nextServedAt] = [source, at];
    }
    return next;
  }

  private start(source: string, job: Job): void {
    this.running += 1;
    this.runningBy.set(source, (this.runningBy.get(source) ?? 0) + 1);
    this.servedAt.set(source, this.starts++);
    const done = () => {
      this.running -= 1;
      const left = (this.runningBy.get(source) ?? 1) - 1;
      if (left > 0) this.runningBy.set(source, left);
      else this.runningBy.delete(source);
      // A source with nothing left is forgotten: its next job comes as a newcomer.
      if (left === 0 && !this.queues.has(source)) this.servedAt.delete(source);
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
