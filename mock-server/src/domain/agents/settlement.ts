// Salary and dividend settlement from the real bets of a downline's team, on the server clock:
// real-time salary per 5-minute window, hourly salary per hour, daily wages the day after (in the
// tenant's agent time zone), dividends at the end of their period (ratio x team net loss).
//
// Who pays: the platform credits the holder of a contract offered by a top agent (an agent with
// no upline); below that, the upline pays its downline from its own balance. An upline that
// cannot pay in full pays what it has, is frozen (member.frozen) and owes the rest as a debt that
// the next money it receives pays first (debts.ts); it is unfrozen once nothing is owed. Each window settles once (key
// contract + window start, plus the contract's watermark), so running again changes nothing.
import type { TenantManifest } from '#schemas/index.ts';
import { balanceOf, post } from '../ledger.ts';
import { openDebt, payDebtsOf } from '../debts.ts';
import { nextId, type TenantData } from '../../store/data.ts';
import type { Minor } from '../../money.ts';
import { betsOf, totalsOf, type BetRecord } from './team-bets.ts';
import { teamIds } from './team.ts';
import { HOUR_MS, REALTIME_WINDOW_MS, fixedWindow, periodWindow, zoneOffset } from './periods.ts';
import type { Contract, Settlement } from '../../records/agents.ts';

function windowOf(c: Contract, t: number, off: number): [number, number] {
  switch (c.kind) {
    case 'realtimeSalary':
      return fixedWindow(REALTIME_WINDOW_MS, t);
    case 'hourSalary':
      return fixedWindow(HOUR_MS, t);
    case 'dailySalary':
      return periodWindow('Daily', t, off);
    case 'dividend':
      return periodWindow(c.period ?? 'Monthly', t, off);
  }
}

/** A contract's base over some bets: team valid bet for salaries, players' net loss for dividends. */
function baseOf(c: Contract, t: { validBet: Minor; profitLoss: Minor }): Minor {
  return c.kind === 'dividend' ? -t.profitLoss : t.validBet;
}

/**
 * What one window of a contract earns: the base it was computed on, the holder's own part of it
 * (the team counts the holder's own bets, which no team report of the holder shows), the active
 * members, the rate applied and the amount.
 */
export function windowAmount(
  c: Contract,
  bets: readonly BetRecord[],
): { base: Minor; ownBase: Minor; activeMembers: number; rate: number; amount: Minor } {
  const counted =
    c.kind === 'realtimeSalary' ? bets.filter((b) => b.stake >= (c.singleBetAmount ?? 0)) : bets;
  const t = totalsOf(counted);
  const base = baseOf(c, t);
  const ownBase = baseOf(c, totalsOf(counted.filter((b) => b.memberId === c.downlineId)));
  const cond = c.conditions;
  const meets = t.activeMembers >= (cond.activeMembers ?? 0) && t.validBet >= (cond.validBet ?? 0);
  if (c.kind === 'dividend') {
    const ok = meets && base > 0 && base >= (cond.profitLoss ?? 0);
    return {
      base,
      ownBase,
      activeMembers: t.activeMembers,
      rate: c.rate,
      amount: ok ? Math.floor((base * c.rate) / 100) : 0,
    };
  }
  // Real-time salary: the profit salary rate when the players lost the window, the loss salary rate when they won.
  const rate = c.kind === 'realtimeSalary' && t.profitLoss > 0 ? (c.lossRate ?? c.rate) : c.rate;
  return {
    base,
    ownBase,
    activeMembers: t.activeMembers,
    rate,
    amount: meets ? Math.floor((base * rate) / 100) : 0,
  };
}

function isTopAgent(data: Readonly<TenantData>, memberId: number): boolean {
  return data.members.find((m) => m.id === memberId)?.parentId === undefined;
}

/**
 * Collects what frozen uplines owe, as far as their balances go (money that arrives pays at once,
 * debts.ts; this catches balances from before that rule). Unfreezes those who owe nothing.
 */
function collectDebts(draft: TenantData, now: number): void {
  const debtors = new Set(
    draft.agents.debts.filter((d) => d.clearedAt === undefined).map((d) => d.debtorId),
  );
  for (const id of debtors) payDebtsOf(draft, id, now);
}

function pay(draft: TenantData, c: Contract, s: Settlement, now: number): void {
  const type = c.kind === 'dividend' ? 'dividend' : 'salary';
  const ref = `contract:${s.key}`;
  if (s.payerId === null) {
    post(draft, {
      memberId: s.payeeId,
      amount: s.amount,
      type,
      at: now,
      ref,
      note: `${c.kind} from the platform`,
      counterpartyId: null,
    });
    s.paid = s.amount;
    return;
  }
  const paid = Math.min(s.amount, balanceOf(draft, s.payerId));
  if (paid > 0) {
    post(draft, {
      memberId: s.payerId,
      amount: -paid,
      type,
      at: now,
      ref,
      note: `${c.kind} to ${s.payeeId}`,
      counterpartyId: s.payeeId,
    });
    post(draft, {
      memberId: s.payeeId,
      amount: paid,
      type,
      at: now,
      ref,
      note: `${c.kind} from ${s.payerId}`,
      counterpartyId: s.payerId,
    });
  }
  s.paid = paid;
  if (paid < s.amount) {
    openDebt(draft, {
      settlementId: s.id,
      contractId: c.id,
      debtorId: s.payerId,
      creditorId: s.payeeId,
      owed: s.amount - paid,
      at: now,
    });
  }
}

/** Upper contracts first, so an upline is paid before it pays its own downlines. */
function depthOf(data: Readonly<TenantData>, memberId: number): number {
  const byId = new Map(data.members.map((m) => [m.id, m]));
  let depth = 0;
  let cur = byId.get(memberId);
  while (cur?.parentId !== undefined && depth < 100) {
    depth++;
    cur = byId.get(cur.parentId);
  }
  return depth;
}

/**
 * When a contract stops earning: never for an active one, at its end for one that was replaced,
 * ended by the lower-rate rule or terminated after it was accepted; null for one that never earned
 * (an offer rejected or still pending).
 */
function earnsUntil(c: Contract): number | null {
  if (c.acceptedAt === undefined) return null;
  if (c.status === 'active') return Infinity;
  if (c.status === 'terminated' && c.endedAt !== undefined) return c.endedAt;
  return null;
}

/**
 * Contracts with windows still to settle: every active one, and an ended one until the window
 * that holds its end is settled. Salary earned before a contract ends is paid with its period,
 * as the holder would have been paid had it run on (spec §4).
 */
function settling(c: Contract): c is Contract & { acceptedAt: number } {
  const until = earnsUntil(c);
  if (until === null) return false;
  return (c.settledUntil ?? c.acceptedAt ?? 0) < until;
}

/** The first window of a contract that has not been settled yet ends at or before `now`. */
export function hasDueWork(
  data: Readonly<TenantData>,
  manifest: TenantManifest,
  now: number,
): boolean {
  const off = zoneOffset(manifest.agent.timeZone);
  for (const c of data.agents.contracts) {
    if (!settling(c)) continue;
    const [, end] = windowOf(c, c.settledUntil ?? c.acceptedAt, off);
    if (end <= now) return true;
  }
  return data.agents.debts.some(
    (d) => d.clearedAt === undefined && balanceOf(data, d.debtorId) > 0,
  );
}

/** Settles every window that has ended; returns the settlements made. */
export function settleDue(draft: TenantData, manifest: TenantManifest, now: number): Settlement[] {
  const off = zoneOffset(manifest.agent.timeZone);
  collectDebts(draft, now);
  const made: Settlement[] = [];
  const due = draft.agents.contracts
    .filter(settling)
    .sort((a, b) => depthOf(draft, a.uplineId) - depthOf(draft, b.uplineId));
  const keys = new Set(draft.agents.settlements.map((s) => s.key));
  for (const c of due) {
    const accepted = c.acceptedAt;
    const until = Math.min(earnsUntil(c) ?? accepted, now);
    let start = c.settledUntil ?? accepted;
    const [firstStart] = windowOf(c, start, off);
    if (windowOf(c, start, off)[1] > now) continue;
    const team = teamIds(draft, c.downlineId);
    const bets = betsOf(draft, team, Math.max(firstStart, accepted), until).sort(
      (a, b) => a.at - b.at,
    );
    let i = 0;
    for (let guard = 0; guard < 200_000; guard++) {
      const [ws, we] = windowOf(c, start, off);
      // An ended contract settles through the window that holds its end, then stops.
      if (we > now || ws >= until) break;
      const from = Math.max(ws, accepted);
      const to = Math.min(we, until);
      while (i < bets.length && (bets[i]?.at ?? 0) < from) i++;
      const inWindow: BetRecord[] = [];
      while (i < bets.length && (bets[i]?.at ?? 0) < to) inWindow.push(bets[i++] as BetRecord);
      const key = `${c.id}:${ws}`;
      const w = windowAmount(c, inWindow);
      if (w.amount > 0 && !keys.has(key)) {
        const s: Settlement = {
          id: nextId(draft),
          contractId: c.id,
          kind: c.kind,
          key,
          from,
          to,
          base: w.base,
          ownBase: w.ownBase,
          rate: w.rate,
          activeMembers: w.activeMembers,
          amount: w.amount,
          payerId: isTopAgent(draft, c.uplineId) ? null : c.uplineId,
          payeeId: c.downlineId,
          paid: 0,
          at: now,
        };
        draft.agents.settlements.push(s);
        keys.add(key);
        pay(draft, c, s, now);
        made.push(s);
      }
      start = we;
      c.settledUntil = we;
    }
  }
  return made;
}
