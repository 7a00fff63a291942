// The daily totals the agent reports read must always equal the totals computed from scratch out
// of the bets and the ledger, whatever happened in between: writes of every size, writes undone
// because they threw after appending, a reset, reads between any of them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTenantStore } from '../../store/tenant-store.ts';
import { emptyTenantData, nextId, type TenantData } from '../../store/data.ts';
import { post } from '../ledger.ts';
import { startOfDay } from './periods.ts';
import { betDays, ledgerDays, memberTotals } from './report-totals.ts';
import type { DailyTotals } from './daily-totals.ts';

const DAY = 24 * 3600_000;
const OFF = 7 * 3600_000;
const START = Date.UTC(2026, 9, 1);
const MEMBERS = [1, 2, 3, 4, 5, 6];

function sequence(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}

/** member:day:kind -> [count, sum a, sum b], straight from a list. */
function fromScratch<E extends { memberId: number; at: number }>(
  list: readonly E[],
  kindOf: (e: E) => string,
  sumsOf: (e: E) => [number, number],
) {
  const out = new Map<string, [number, number, number]>();
  for (const e of list) {
    const key = `${e.memberId}:${startOfDay(e.at, OFF)}:${kindOf(e)}`;
    const t = out.get(key) ?? [0, 0, 0];
    const [a, b] = sumsOf(e);
    out.set(key, [t[0] + 1, t[1] + a, t[2] + b]);
  }
  return out;
}

function folded<E extends { id: number; memberId: number; at: number }>(t: DailyTotals<E>) {
  const out = new Map<string, [number, number, number]>();
  for (const { memberId, day, kind, cell } of t.cells(MEMBERS, -Infinity, Infinity))
    out.set(`${memberId}:${day}:${kind}`, [cell.n, cell.a, cell.b]);
  return out;
}

function expectFresh(data: Readonly<TenantData>, step: string) {
  expect(folded(betDays(data, OFF)), `bets after ${step}`).toEqual(
    fromScratch(
      data.games.bets,
      (b) => b.category,
      (b) => [b.stake, b.payout],
    ),
  );
  expect(folded(ledgerDays(data, OFF)), `ledger after ${step}`).toEqual(
    fromScratch(
      data.ledger,
      (e) => e.type,
      (e) => (e.amount > 0 ? [e.amount, 0] : [0, -e.amount]),
    ),
  );
}

function play(d: TenantData, rnd: () => number, count: number) {
  for (let i = 0; i < count; i++) {
    const memberId = MEMBERS[Math.floor(rnd() * MEMBERS.length)]!;
    const at = START + Math.floor(rnd() * 20 * DAY);
    const stake = 100 + Math.floor(rnd() * 20) * 50;
    const payout = rnd() < 0.4 ? stake * 2 : 0;
    if (rnd() < 0.2) post(d, { memberId, amount: 50_000, type: 'deposit', at });
    post(d, { memberId, amount: -stake, type: 'bet', at });
    if (payout) post(d, { memberId, amount: payout, type: 'payout', at });
    d.games.bets.push({
      id: nextId(d),
      memberId,
      gameCode: 'PG_T',
      gameName: 'T',
      vassalage: 'PG',
      category: rnd() < 0.7 ? 'RNG' : 'LIVE',
      stake,
      payout,
      at,
      source: 'seed',
    });
  }
}

describe('daily totals of bets and ledger', () => {
  it('equal a from-scratch computation after random writes, undone writes and a reset', async () => {
    const store = await openTenantStore(null, 'totals');
    const rnd = sequence(7);
    await store.write((d) => {
      for (const id of MEMBERS)
        post(d, { memberId: id, amount: 10_000_000, type: 'deposit', at: START });
    });
    expectFresh(store.data, 'funding');
    for (let round = 0; round < 40; round++) {
      const kind = rnd();
      if (kind < 0.25) {
        // Appends then throws: the store truncates what it appended.
        await expect(
          store.write((d) => {
            play(d, rnd, 1 + Math.floor(rnd() * 5));
            throw new Error('refused');
          }),
        ).rejects.toThrow('refused');
      } else if (kind < 0.3) {
        const next = emptyTenantData();
        next.meta.nextId = 1_000_000;
        for (const id of MEMBERS)
          post(next, { memberId: id, amount: 10_000_000, type: 'deposit', at: START });
        await store.replace(next);
      } else {
        // Several writes in one batch, then a read.
        await Promise.all(
          Array.from({ length: 1 + Math.floor(rnd() * 3) }, () =>
            store.write((d) => play(d, rnd, 1 + Math.floor(rnd() * 30))),
          ),
        );
      }
      // Reads between writes, so the totals are folded in steps as a running server folds them.
      if (rnd() < 0.7) expectFresh(store.data, `round ${round}`);
    }
    expectFresh(store.data, 'the last round');
  });

  it('drop what a report read from a write whose commit then failed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-totals-'));
    try {
      const store = await openTenantStore(dir, 'totals');
      const rnd = sequence(11);
      await store.write((d) => {
        for (const id of MEMBERS)
          post(d, { memberId: id, amount: 10_000_000, type: 'deposit', at: START });
        play(d, rnd, 20);
      });
      expectFresh(store.data, 'a committed write');
      // The partition folder becomes a file: the next commit cannot write its entries.
      const parts = path.join(dir, 'totals.parts');
      const [gen] = fs.readdirSync(parts);
      fs.rmSync(path.join(parts, gen!), { recursive: true });
      fs.writeFileSync(path.join(parts, gen!), '');
      const failing = store.write((d) => play(d, rnd, 10));
      // A report read while the commit is on its way sees the new bets (the server answers reads
      // from memory), so the totals fold them in...
      while (store.data.games.bets.length === 20) await new Promise((r) => setImmediate(r));
      expectFresh(store.data, 'a write not yet committed');
      await expect(failing).rejects.toThrow();
      // ...and once the commit has failed and the store has put back what was committed, the
      // totals are those of what is left.
      expect(store.data.games.bets).toHaveLength(20);
      expectFresh(store.data, 'the failed commit');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('add up a member’s range as the profit and loss report shows it', async () => {
    const store = await openTenantStore(null, 'totals-range');
    await store.write((d) => {
      post(d, { memberId: 1, amount: 9_000, type: 'deposit', at: START + DAY + 1 });
      post(d, { memberId: 1, amount: -2_000, type: 'withdrawal', at: START + DAY + 2 });
      post(d, { memberId: 1, amount: 500, type: 'withdrawal_refund', at: START + DAY + 3 });
      // Outside the range asked for: the day before it (in the zone) and the day after.
      post(d, { memberId: 1, amount: 7_000, type: 'deposit', at: START - OFF - 1 });
      post(d, { memberId: 1, amount: 7_000, type: 'deposit', at: START + 3 * DAY - OFF });
    });
    const from = startOfDay(START, OFF);
    const totals = memberTotals(store.data, OFF, new Set([1]), from, from + 2 * DAY);
    expect(totals.get(1)).toEqual({
      bets: 0,
      validBet: 0,
      payout: 0,
      deposits: 9_000,
      withdrawals: 1_500,
    });
  });
});
