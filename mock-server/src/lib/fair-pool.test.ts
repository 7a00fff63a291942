// The owner's login latency under a hash flood is measured by bench/hash-flood.ts (a timing on a
// shared machine is no test); here, the order the pool serves its sources in.
import { describe, expect, it } from 'vitest';
import { FairPool } from './fair-pool.ts';

/** A hash the test ends by hand, and whether it has started. */
function manualJob() {
  let finish!: () => void;
  const state = { started: false };
  const run = () =>
    new Promise<void>((resolve) => {
      state.started = true;
      finish = resolve;
    });
  return { state, run, finish: () => finish() };
}

const ticks = () => new Promise((r) => setImmediate(r));

describe('a fair pool', () => {
  it("starts another source's hash at once while one source floods it, and takes sources in turn", async () => {
    const pool = new FairPool(3);
    const flood = Array.from({ length: 20 }, () => manualJob());
    const done = flood.map((j) => pool.run('ip:flood', j.run));
    await ticks();
    // One source holds at most all slots but one.
    expect(flood.filter((j) => j.state.started)).toHaveLength(2);
    expect(pool.waiting('ip:flood')).toBe(18);
    const owner = manualJob();
    const ownerDone = pool.run('ip:owner', owner.run);
    await ticks();
    expect(owner.state.started).toBe(true);
    // The owner's next two hashes wait for a free slot, then alternate with the flood's.
    const more = [manualJob(), manualJob()];
    const moreDone = more.map((j) => pool.run('ip:owner', j.run));
    owner.finish();
    await ownerDone;
    await ticks();
    expect(more[0]!.state.started).toBe(true);
    flood[0]!.finish();
    await ticks();
    expect(flood[2]!.state.started).toBe(true);
    expect(more[1]!.state.started).toBe(false);
    more[0]!.finish();
    await ticks();
    expect(more[1]!.state.started).toBe(true);
    for (const j of [...flood, ...more]) {
      j.finish();
      await ticks();
    }
    await Promise.all([...done, ...moreDone]);
  });

  it("gives a source that arrives while the flood's job runs the next turn, not the one after", async () => {
    const pool = new FairPool(1);
    const flood = Array.from({ length: 5 }, () => manualJob());
    const done = flood.map((j) => pool.run('ip:flood', j.run));
    await ticks();
    const owner = manualJob();
    const ownerDone = pool.run('ip:owner', owner.run);
    flood[0]!.finish();
    await ticks();
    expect(owner.state.started).toBe(true);
    expect(flood[1]!.state.started).toBe(false);
    owner.finish();
    await ownerDone;
    for (const j of flood.slice(1)) {
      await ticks();
      expect(j.state.started).toBe(true);
      j.finish();
    }
    await Promise.all(done);
  });

  it('passes a failed hash on to its caller and frees its slot', async () => {
    const pool = new FairPool(1);
    await expect(pool.run('a', () => Promise.reject(new Error('scrypt failed')))).rejects.toThrow(
      'scrypt failed',
    );
    await expect(pool.run('a', () => Promise.resolve(7))).resolves.toBe(7);
  });
});
