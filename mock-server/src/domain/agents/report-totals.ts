// The two histories the agent reports add up, folded per member and day (daily-totals.ts): bets
// by category (stake, payout) and ledger entries by type (credit, debit).
import type { TenantData } from '../../store/data.ts';
import type { Bet } from '../../records/games.ts';
import type { LedgerEntry } from '../../records/wallet.ts';
import { dailyTotalsOf, type DailyTotals } from './daily-totals.ts';

export function betDays(data: Readonly<TenantData>, off: number): DailyTotals<Bet> {
  return dailyTotalsOf(data.games.bets, off, {
    kindOf: (b) => b.category,
    sumsOf: (b) => [b.stake, b.payout],
  });
}

export function ledgerDays(data: Readonly<TenantData>, off: number): DailyTotals<LedgerEntry> {
  return dailyTotalsOf(data.ledger, off, {
    kindOf: (e) => e.type,
    sumsOf: (e) => (e.amount > 0 ? [e.amount, 0] : [0, -e.amount]),
  });
}

/** What one member did in a range, as the profit and loss report and the overview show it. */
export interface MemberTotals {
  bets: number;
  validBet: number;
  payout: number;
  deposits: number;
  /** Withdrawn less what came back refused. */
  withdrawals: number;
}

const MONEY_KINDS = new Set(['deposit', 'withdrawal', 'withdrawal_refund']);

/** Totals of each of these members with anything in [from, to) (day starts in the zone `off`). */
export function memberTotals(
  data: Readonly<TenantData>,
  off: number,
  ids: ReadonlySet<number>,
  from: number,
  to: number,
): Map<number, MemberTotals> {
  const out = new Map<number, MemberTotals>();
  const of = (id: number) => {
    let t = out.get(id);
    if (!t) out.set(id, (t = { bets: 0, validBet: 0, payout: 0, deposits: 0, withdrawals: 0 }));
    return t;
  };
  for (const { memberId, cell } of betDays(data, off).cells(ids, from, to)) {
    const t = of(memberId);
    t.bets += cell.n;
    t.validBet += cell.a;
    t.payout += cell.b;
  }
  for (const { memberId, kind, cell } of ledgerDays(data, off).cells(ids, from, to, MONEY_KINDS)) {
    const t = of(memberId);
    const moved = cell.a + cell.b;
    if (kind === 'deposit') t.deposits += moved;
    else t.withdrawals += kind === 'withdrawal' ? moved : -moved;
  }
  return out;
}
