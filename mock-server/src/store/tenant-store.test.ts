import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, post, transfer } from '../domain/ledger.ts';
import { emptyTenantData, type TenantData } from './data.ts';
import { PARTITION_SIZE } from './layout.ts';
import { openTenantStore } from './tenant-store.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-store-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Every file under the data dir with its bytes: what "nothing was written" compares. */
function snapshotFiles(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(path.relative(root, p), fs.readFileSync(p).toString('base64'));
    }
  };
  walk(root);
  return out;
}

function seeded(members: number, units = 1000): TenantData {
  const d = emptyTenantData();
  for (let i = 0; i < members; i++) {
    post(d, { memberId: i + 1, amount: units, type: 'adjustment', at: 1 });
  }
  return d;
}

describe('tenant store', () => {
  it('commits concurrent writes in shared batches, in order, and reads them back from disk', async () => {
    const store = await openTenantStore(dir, 't');
    await store.replace(seeded(2));
    const before = store.stats().commits;
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        store.write((d) => transfer(d, 1 + (i % 2), 2 - (i % 2), 7, 10 + i, `r${i}`)[0].id),
      ),
    );
    expect(results).toEqual([...results].sort((a, b) => a - b));
    expect(store.stats().commits - before).toBeLessThan(60);
    const reopened = await openTenantStore(dir, 't');
    expect(JSON.stringify(reopened.data)).toBe(JSON.stringify(store.data));
    expect(reopened.data.ledger).toHaveLength(2 + 120);
    expect(balanceOf(reopened.data, 1) + balanceOf(reopened.data, 2)).toBe(2000);
  });

  it('undoes a throwing change alone; the others of its batch commit', async () => {
    const store = await openTenantStore(dir, 't');
    await store.replace(seeded(2, 10));
    const outcomes = await Promise.allSettled([
      store.write((d) => transfer(d, 1, 2, 4, 1, 'a')),
      // Posts, edits the head, then fails: none of it may stay.
      store.write((d) => {
        d.meta.systemStatus = 1;
        transfer(d, 1, 2, 3, 1, 'b');
        transfer(d, 1, 2, 50, 1, 'c');
      }),
      store.write((d) => transfer(d, 2, 1, 1, 1, 'd')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    for (const data of [store.data, (await openTenantStore(dir, 't')).data]) {
      expect(data.ledger.map((e) => e.ref).filter(Boolean)).toEqual(['a', 'a', 'd', 'd']);
      expect(data.meta.systemStatus).toBe(0);
      expect(balanceOf(data, 1)).toBe(7);
      expect(balanceOf(data, 2)).toBe(13);
    }
  });

  it('leaves every file byte-identical when all the changes of a batch are refused', async () => {
    const store = await openTenantStore(dir, 't');
    await store.replace(seeded(2, 10));
    const files = snapshotFiles(dir);
    const outcomes = await Promise.allSettled([
      store.write((d) => transfer(d, 1, 2, 11, 1)),
      store.write((d) => {
        post(d, { memberId: 2, amount: 1, type: 'adjustment', at: 1 });
        throw new Error('refused after a posting');
      }),
    ]);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(snapshotFiles(dir)).toEqual(files);
    expect(store.data.ledger).toHaveLength(2);
  });

  it('writes a bounded amount per commit however long the ledger is', async () => {
    const store = await openTenantStore(dir, 't');
    await store.replace(seeded(2));
    const small = async () => {
      const before = store.stats().bytesWritten;
      await store.write((d) => transfer(d, 1, 2, 1, 1));
      return store.stats().bytesWritten - before;
    };
    const early = await small();
    await store.write((d) => {
      for (let i = 0; i < 20 * PARTITION_SIZE; i++)
        post(d, { memberId: 1, amount: 1, type: 'adjustment', at: 1 });
    });
    const late = await small();
    const ledgerBytes = JSON.stringify(store.data.ledger).length;
    // One partition of the ledger plus the head, not the 20,000 entries.
    expect(late).toBeLessThan(ledgerBytes / 5);
    expect(late).toBeLessThan(
      early + JSON.stringify(store.data.ledger.slice(0, PARTITION_SIZE)).length + 1000,
    );
    const reopened = await openTenantStore(dir, 't');
    expect(reopened.data.ledger).toHaveLength(store.data.ledger.length);
    expect(balanceOf(reopened.data, 1)).toBe(balanceOf(store.data, 1));
  });

  it('ignores entries a crash left in a partition beyond what the head counts', async () => {
    const store = await openTenantStore(dir, 't');
    await store.replace(seeded(2, 10));
    await store.write((d) => transfer(d, 1, 2, 1, 1));
    const parts = path.join(dir, 't.parts');
    const [gen] = fs.readdirSync(parts);
    const file = path.join(parts, gen!, 'ledger-000000.json');
    const list = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown[];
    // The partition of a commit whose head write never happened.
    fs.writeFileSync(file, JSON.stringify([...list, { ...(list[0] as object), id: 999 }]));
    const reopened = await openTenantStore(dir, 't');
    expect(reopened.data.ledger).toHaveLength(4);
    expect(reopened.data.ledger.some((e) => e.id === 999)).toBe(false);
  });

  it('opens a single-file tenant written before partitions and moves it to partitions', async () => {
    const old = seeded(3, 42);
    fs.writeFileSync(path.join(dir, 't.json'), JSON.stringify(old));
    const store = await openTenantStore(dir, 't');
    expect(store.data.ledger).toHaveLength(3);
    await store.write((d) => transfer(d, 1, 2, 2, 1));
    const reopened = await openTenantStore(dir, 't');
    expect(reopened.data.ledger).toHaveLength(5);
    expect(balanceOf(reopened.data, 2)).toBe(44);
    expect(fs.existsSync(path.join(dir, 't.parts'))).toBe(true);
  });

  it('undoes a throwing change that replaced slices and appended bets', async () => {
    const store = await openTenantStore(dir, 't');
    const seed = seeded(1);
    seed.games.favourites.push({ memberId: 1, nodeId: 7, gameCode: 'G7', at: 1 });
    await store.replace(seed);
    const bet = { id: 99, memberId: 1, gameCode: 'G7', gameName: 'G', vassalage: 'V' };
    await expect(
      store.write((d) => {
        d.games.favourites = [];
        d.games.bets.push({ ...bet, category: 'RNG', stake: 1, payout: 0, at: 1, source: 'demo' });
        d.meta.systemStatus = 2;
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(store.data.games.favourites).toHaveLength(1);
    expect(store.data.games.bets).toHaveLength(0);
    expect(store.data.meta.systemStatus).toBe(0);
    expect(store.data.ledger).toHaveLength(1);
  });

  it('writes a collection whole when a change rewrote it instead of appending', async () => {
    const store = await openTenantStore(dir, 't');
    await store.replace(seeded(600));
    await store.write((d) => {
      d.ledger = d.ledger.filter((e) => e.memberId % 2 === 0);
    });
    const reopened = await openTenantStore(dir, 't');
    expect(reopened.data.ledger).toHaveLength(300);
    expect(reopened.data.ledger.every((e) => e.memberId % 2 === 0)).toBe(true);
  });

  it('a replace switches every collection at once and drops the old partitions', async () => {
    const store = await openTenantStore(dir, 't');
    await store.replace(seeded(5));
    await store.replace(seeded(1, 9));
    const reopened = await openTenantStore(dir, 't');
    expect(reopened.data.ledger).toHaveLength(1);
    expect(balanceOf(reopened.data, 1)).toBe(9);
    expect(fs.readdirSync(path.join(dir, 't.parts'))).toHaveLength(1);
  });
});
