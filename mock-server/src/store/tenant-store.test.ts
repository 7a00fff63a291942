import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendMessage } from '../domain/content/messages.ts';
import { balanceOf, post, transfer } from '../domain/ledger.ts';
import { openSession } from '../domain/members/service.ts';
import { addPoints } from '../domain/points/accrual.ts';
import { HOUR_MS } from '../security/limits.ts';
import { loadManifests } from '#manifests/index.ts';
import { createDeposit, settleDueDeposits } from '../domain/wallet/deposits.ts';
import { createWithdrawal } from '../domain/wallet/withdrawals.ts';
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

const TEXT = { en: 'x' };
const PAYEE = { bankName: 'B', bankAccountNo: '1', payeeName: 'P' };

/** Grows every partitioned collection by `n` entries for member 1 (one change). */
function grow(d: TenantData, n: number): void {
  for (let i = 0; i < n; i++) {
    post(d, { memberId: 1, amount: 1, type: 'adjustment', at: 1 });
    const dep = createDeposit(d, 1, 10_000, 'BANK', 1);
    dep.status = 'credited';
    sendMessage(d, { memberId: 1, title: TEXT, content: TEXT, at: 1 });
    addPoints(d, 1, 'deposit', 1, 1, 'grow');
    d.games.bets.push({
      id: i,
      memberId: 1,
      gameCode: 'G',
      gameName: 'G',
      vassalage: 'V',
      category: 'RNG',
      stake: 1,
      payout: 0,
      at: 1,
      source: 'demo',
    });
  }
  createWithdrawal(d, 1, n, PAYEE, 1);
}

function seeded(members: number, units = 1000): TenantData {
  const d = emptyTenantData();
  for (let i = 0; i < members; i++) {
    d.members.push({
      id: i + 1,
      account: `m${i + 1}`,
      nickname: '',
      type: 0,
      passwordHash: '',
      passwordChangedAt: 0,
      passwordIsDefault: false,
      profile: {},
      referralCode: `r${i + 1}`,
      createdAt: 0,
      knownIps: [],
      frozen: false,
    });
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

  it('writes a bounded amount per commit however long the history is', async () => {
    const store = await openTenantStore(dir, 't');
    await store.replace(seeded(2));
    // A transfer, a deposit request and a withdrawal: what a member does every day.
    const small = async () => {
      const before = store.stats().bytesWritten;
      await store.write((d) => {
        transfer(d, 1, 2, 1, 1);
        createDeposit(d, 2, 10_000, 'BANK', 1);
        createWithdrawal(d, 2, 1, PAYEE, 1);
        sendMessage(d, { memberId: 2, title: TEXT, content: TEXT, at: 1 });
        addPoints(d, 2, 'deposit', 1, 1, 'small');
      });
      return store.stats().bytesWritten - before;
    };
    const early = await small();
    await store.write((d) => grow(d, 20 * PARTITION_SIZE));
    const late = await small();
    const historyBytes = fs
      .readdirSync(path.join(dir, 't.parts'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0);
    // The last partition of each collection plus the head, not the 20 × 256 entries of each.
    expect(late).toBeLessThan(historyBytes / 5);
    const partition = (list: unknown[]) => JSON.stringify(list.slice(0, PARTITION_SIZE)).length;
    const d = store.data;
    const lastParts =
      partition(d.ledger) +
      partition(d.games.bets) +
      partition(d.wallet.deposits) +
      partition(d.content.messages) +
      partition(d.points.records);
    expect(late).toBeLessThan(early + lastParts + 1000);
    // The head holds the current state only.
    expect(fs.statSync(path.join(dir, 't.json')).size).toBeLessThan(5000);
    const reopened = await openTenantStore(dir, 't');
    expect(JSON.stringify(reopened.data)).toBe(JSON.stringify(store.data));
    expect(balanceOf(reopened.data, 1)).toBe(balanceOf(store.data, 1));
  });

  it('rewrites only the head and the partitions that changed', async () => {
    const store = await openTenantStore(dir, 't');
    await store.replace(seeded(2));
    await store.write((d) => grow(d, 100));
    const changed = async (change: (d: TenantData) => void) => {
      const before = snapshotFiles(dir);
      await store.write(change);
      const after = snapshotFiles(dir);
      return [...after.keys()]
        .filter((f) => after.get(f) !== before.get(f))
        .map((f) => path.basename(f))
        .sort();
    };
    expect(await changed((d) => transfer(d, 1, 2, 1, 1))).toEqual(['ledger-000000.json', 't.json']);
    expect(
      await changed((d) => {
        d.content.messages[3]!.read = true;
      }),
      // The head is written again, with the same bytes: the read flag lives in the partition.
    ).toEqual(['messages-000000.json']);
  });

  it('rewrites only the partition of an entry edited in place, and keeps the edit', async () => {
    const store = await openTenantStore(dir, 't');
    await store.replace(seeded(2));
    // A deposit that settles after 20 partitions of later deposits and messages.
    await store.write((d) => createDeposit(d, 2, 12_345, 'BANK', 0));
    await store.write((d) => grow(d, 20 * PARTITION_SIZE));
    const before = store.stats().bytesWritten;
    const settled = await store.write((d) => settleDueDeposits(d, 10 * 60_000, '฿'));
    const written = store.stats().bytesWritten - before;
    // The rest were credited by grow(): only the first one was due.
    expect(settled).toBe(1);
    expect(written).toBeLessThan(JSON.stringify(store.data.wallet.deposits).length / 5);
    const reopened = await openTenantStore(dir, 't');
    const first = reopened.data.wallet.deposits[0]!;
    expect(first.status).toBe('credited');
    expect(balanceOf(reopened.data, 2)).toBe(1000 + 12_345);
    expect(reopened.data.ledger.at(-1)).toMatchObject({ memberId: 2, ref: `deposit:${first.id}` });
    expect(reopened.data.content.messages.at(-1)).toMatchObject({ memberId: 2, read: false });
    expect(JSON.stringify(reopened.data)).toBe(JSON.stringify(store.data));
  });

  it('undoes the in-place edits of a refused change and leaves every file byte-identical', async () => {
    const store = await openTenantStore(dir, 't');
    await store.replace(seeded(2));
    await store.write((d) => {
      createDeposit(d, 1, 10_000, 'BANK', 0);
      createWithdrawal(d, 1, 100, PAYEE, 0);
      sendMessage(d, { memberId: 1, title: TEXT, content: TEXT, at: 0 });
    });
    const files = snapshotFiles(dir);
    const memory = JSON.stringify(store.data);
    await expect(
      store.write((d) => {
        settleDueDeposits(d, 10 * 60_000, '฿');
        d.wallet.withdrawals[0]!.status = 'approved';
        d.wallet.withdrawals.sort((a, b) => b.id - a.id);
        const m = d.content.messages.find((x) => x.memberId === 1)!;
        m.read = true;
        Object.assign(m.title as object, { en: 'changed' });
        addPoints(d, 1, 'deposit', 5, 1, 'refused');
        // Appended, then edited, by the same refused change.
        createDeposit(d, 1, 20_000, 'BANK', 0);
        d.wallet.deposits.at(-1)!.status = 'failed';
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(JSON.parse(JSON.stringify(store.data))).toEqual(JSON.parse(memory));
    expect(snapshotFiles(dir)).toEqual(files);
    // The next write commits only its own change.
    await store.write((d) => {
      d.content.messages[0]!.read = true;
    });
    const reopened = await openTenantStore(dir, 't');
    expect(reopened.data.content.messages.map((m) => m.read)).toEqual([true]);
    expect(reopened.data.wallet.deposits.map((x) => x.status)).toEqual(['pending']);
    expect(reopened.data.wallet.withdrawals.map((x) => x.status)).toEqual(['pending']);
    expect(reopened.data.points.records).toHaveLength(0);
    expect(balanceOf(reopened.data, 1)).toBe(900);
  });

  it('opens a data dir of the previous layout (ledger and bets partitioned) and moves the rest', async () => {
    // As the previous layout wrote it: deposits, withdrawals, messages and points records in the
    // head, the ledger in generation 1.
    const old = seeded(2);
    old.wallet.deposits.push({
      id: 50,
      memberId: 1,
      amount: 10_000,
      channel: 'BANK',
      status: 'pending',
      createdAt: 0,
      settleAt: 60_000,
    });
    old.content.messages.push({
      id: 51,
      memberId: 1,
      title: TEXT,
      content: TEXT,
      read: false,
      at: 0,
    });
    old.points.records.push({
      id: 52,
      memberId: 1,
      type: 'deposit',
      name: 'n',
      change: 100,
      balanceAfter: 100,
      at: 0,
      remark: '',
    });
    old.points.balances['1'] = 100;
    const ledger = old.ledger;
    const head = { ...old, ledger: undefined, games: { ...old.games, bets: undefined } };
    const storage = { version: 2, gen: 1, lengths: { ledger: ledger.length, bets: 0 } };
    fs.mkdirSync(path.join(dir, 't.parts', 'g1'), { recursive: true });
    fs.writeFileSync(path.join(dir, 't.parts', 'g1', 'ledger-000000.json'), JSON.stringify(ledger));
    fs.writeFileSync(path.join(dir, 't.json'), JSON.stringify({ storage, ...head }));

    const store = await openTenantStore(dir, 't');
    expect(JSON.stringify(store.data)).toBe(JSON.stringify(old));
    // Moved on open: the head no longer holds them, the new generation does.
    const onDisk = JSON.parse(fs.readFileSync(path.join(dir, 't.json'), 'utf8')) as {
      storage: { version: number; lengths: Record<string, number> };
      wallet: object;
      content: object;
    };
    expect(onDisk.storage).toMatchObject({ version: 3, lengths: { deposits: 1, messages: 1 } });
    expect(onDisk.wallet).not.toHaveProperty('deposits');
    expect(onDisk.content).not.toHaveProperty('messages');
    expect(fs.readdirSync(path.join(dir, 't.parts'))).toEqual(['g2']);
    await store.write((d) => settleDueDeposits(d, 60_000, '฿'));
    const reopened = await openTenantStore(dir, 't');
    expect(reopened.data.wallet.deposits[0]!.status).toBe('credited');
    expect(reopened.data.content.messages).toHaveLength(2);
    expect(reopened.data.points.records).toEqual(old.points.records);
    expect(balanceOf(reopened.data, 1)).toBe(1000 + 10_000);
  });

  it('keeps sessions in the head bounded: a login drops the expired ones', async () => {
    const manifest = loadManifests(path.join(import.meta.dirname, '../../../tenants')).valid[0]!;
    const store = await openTenantStore(dir, 't');
    await store.replace(seeded(1));
    const headBytes: number[] = [];
    for (let day = 0; day < 10; day++) {
      const now = Date.UTC(2026, 0, 1) + day * 2 * manifest.security.sessionLifetimeHours * HOUR_MS;
      for (let i = 0; i < 20; i++)
        await store.write((d) =>
          openSession(d, 1, { ip: '10.0.0.1', area: 'player', now, manifest }),
        );
      headBytes.push(fs.statSync(path.join(dir, 't.json')).size);
    }
    // One member's 20 logins a day: the tenant's cap of sessions per member is what stays.
    expect(store.data.sessions).toHaveLength(manifest.security.sessionsPerMember);
    // Ten days of logins weigh what one day does (give or take the login counter's digits).
    expect(headBytes.at(-1)! - headBytes[0]!).toBeLessThan(10);
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
    sendMessage(old, { memberId: 1, title: TEXT, content: TEXT, at: 1 });
    fs.writeFileSync(path.join(dir, 't.json'), JSON.stringify(old));
    const store = await openTenantStore(dir, 't');
    expect(store.data.ledger).toHaveLength(3);
    expect(store.data.content.messages).toHaveLength(1);
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
