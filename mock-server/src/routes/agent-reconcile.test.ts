// Reports that reconcile: after a week of play on each Lobby-wire example tenant, what every
// agent's reports show (payout records, My income, the team report plus its own part) equals
// what the ledger paid it and what it paid, to the cent. Both sides are read from the real
// server: the reports over HTTP, the ledger from the tenant's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { arrangeBets } from '../../testing/arrange.ts';
import { AGENT_TYPES } from '../records/members.ts';
import { zoneOffset } from '../domain/agents/periods.ts';

const TENANTS = ['goldcrown', 'longwan', 'siam88'] as const;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface PayoutRow {
  id: number;
  kind: string;
  role: 'payee' | 'payer';
  from: number;
  to: number;
  baseKind: 'validBet' | 'netLoss';
  base: number;
  ownBase?: number;
  amount: number;
  paid: number;
}
interface Page<R, T> {
  list: R[];
  totalPages: number;
  totals: T;
}
interface IncomeRow {
  amount: number;
  settlement?: { id: number; kind: string };
}

const cents = (x: number) => Math.round(x * 100);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A fixed pseudo-random sequence, so a failure replays. */
function sequence(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}

describe('agent reports reconcile with the ledger', () => {
  for (const code of TENANTS) {
    it(`${code}: for every agent, after a week of play, reports = ledger to the cent`, async () => {
      const tenant = server.lobby.deps.tenants.byCode(code)!;
      const off = zoneOffset(tenant.manifest.agent.timeZone);
      const day = (t: number) => new Date(t + off).toISOString().slice(0, 10);
      const start = server.now(code);
      const top = tenant.store.data.members.find((m) => m.account === 'agent0')!;
      const players = tenant.store.data.members.filter(
        (m) => m.id !== top.id && isBelow(m.id, top.id),
      );
      function isBelow(id: number, root: number): boolean {
        const byId = new Map(tenant.store.data.members.map((m) => [m.id, m]));
        for (let cur = byId.get(id); cur?.parentId !== undefined; cur = byId.get(cur.parentId))
          if (cur.parentId === root) return true;
        return false;
      }
      expect(players.length).toBeGreaterThan(2);

      // A week: every member of agent0's team (agents too) plays every few hours, mostly losing.
      const rnd = sequence(code.length * 7919);
      const bets = [];
      for (let t = start + 10 * 60_000; t < start + 7 * DAY; t += 3 * HOUR)
        for (const m of players) {
          if (rnd() < 0.4) continue;
          const stake = 100 * (1 + Math.floor(rnd() * 300));
          bets.push({ memberId: m.id, stake, payout: Math.floor(stake * rnd() * 1.8), at: t });
        }
      await arrangeBets(server, code, bets);
      // A day at a time, as the ticker would run the jobs.
      for (let i = 0; i < 9; i++) {
        const r = await server.call<{ failedJobs: string[] }>(
          code,
          'POST',
          '/__test/clock/advance',
          {
            body: { ms: DAY },
          },
        );
        expect(r.body.value.failedJobs).toEqual([]);
      }

      const data = tenant.store.data;
      const agents = data.members.filter(
        (m) => AGENT_TYPES.includes(m.type) && (m.id === top.id || isBelow(m.id, top.id)),
      );
      const whole = `start=2000-01-01&end=${day(server.now(code) + DAY)}`;
      let settlementsSeen = 0;
      let basesChecked = 0;
      for (const agent of agents) {
        const { token } = await server.memberWithToken(code, agent.account);
        const all = async <R, T>(path: string): Promise<{ rows: R[]; totals: T }> => {
          const rows: R[] = [];
          let totals: T | undefined;
          for (let p = 1; ; p++) {
            const r = await server.call<Page<R, T>>(
              code,
              'GET',
              `${path}&pageSize=999&pageNo=${p}`,
              {
                token,
              },
            );
            expect(r.status, r.text).toBe(200);
            rows.push(...r.body.value.list);
            totals = r.body.value.totals;
            if (p >= r.body.value.totalPages) break;
          }
          return { rows, totals: totals! };
        };

        const ledger = data.ledger.filter(
          (e) =>
            e.memberId === agent.id &&
            (e.type === 'salary' || e.type === 'dividend') &&
            /^(contract|debt):/.test(e.ref ?? ''),
        );
        const ledgerIn = ledger.filter((e) => e.amount > 0).reduce((s, e) => s + e.amount, 0);
        const ledgerOut = ledger.filter((e) => e.amount < 0).reduce((s, e) => s - e.amount, 0);

        const payouts = await all<
          PayoutRow,
          { received: number; paid: number; receivedOwed: number; paidOwed: number }
        >(`/wps/agent/payouts?${whole}`);
        settlementsSeen += payouts.rows.length;
        const shown = (role: PayoutRow['role']) =>
          payouts.rows.filter((r) => r.role === role).reduce((s, r) => s + cents(r.paid), 0);
        expect(shown('payee'), `${agent.account} received`).toBe(ledgerIn);
        expect(shown('payer'), `${agent.account} paid`).toBe(ledgerOut);
        expect(cents(payouts.totals.received)).toBe(ledgerIn);
        expect(cents(payouts.totals.paid)).toBe(ledgerOut);

        const income = await all<IncomeRow, { received: number; paid: number }>(
          `/wps/agent/income?${whole}`,
        );
        expect(cents(income.totals.received), `${agent.account} My income`).toBe(ledgerIn);
        expect(cents(income.totals.paid)).toBe(ledgerOut);
        // Every income line names its settlement, and a settlement's lines add up to what it paid.
        const byRecord = new Map<number, number>();
        for (const line of income.rows) {
          expect(line.settlement, JSON.stringify(line)).toBeDefined();
          const id = line.settlement!.id;
          byRecord.set(id, (byRecord.get(id) ?? 0) + Math.abs(cents(line.amount)));
        }
        for (const r of payouts.rows)
          expect(byRecord.get(r.id) ?? 0, `settlement ${r.id}`).toBe(cents(r.paid));

        // A day's base is what the holder's team report shows for that day plus its own part.
        for (const r of payouts.rows) {
          if (r.role !== 'payee' || r.ownBase === undefined || r.to - r.from !== DAY) continue;
          const pl = await server.call<{ totals: { validBet: number; profitLoss: number } }>(
            code,
            'GET',
            `/wps/agent/team/profitLoss?start=${day(r.from)}&end=${day(r.from)}`,
            { token },
          );
          const team =
            r.baseKind === 'validBet'
              ? pl.body.value.totals.validBet
              : -pl.body.value.totals.profitLoss;
          expect(cents(r.base), `${agent.account} ${r.kind} ${day(r.from)}`).toBe(
            cents(team) + cents(r.ownBase),
          );
          basesChecked++;
        }
      }
      expect(settlementsSeen).toBeGreaterThan(0);
      expect(basesChecked).toBeGreaterThan(0);
    }, 240_000);
  }
});
