// Debts first. An upline that could not pay a settlement in full owes the rest (a Debt) and is
// frozen. While it owes, money that reaches it pays the debt in the same write, before anything
// else can use it, and it cannot spend by choice (bet, transfer, withdraw); it is unfrozen once
// nothing is owed. Each payment is a pair of ledger entries (the debtor's and the creditor's).
import type { TenantData } from '../store/data.ts';
import type { Minor } from '../money.ts';
import { nextId } from '../store/data.ts';
import { append, balanceOf } from './ledger-core.ts';
import type { Debt } from '../records/agents.ts';
import type { LedgerType } from '../records/wallet.ts';

/** What an account may not spend while it owes: the money goes to its creditors first. */
export const SPENDING: ReadonlySet<LedgerType> = new Set([
  'bet',
  'lottery_bet',
  'withdrawal',
  'transfer_out',
]);

const open = (d: Debt) => d.clearedAt === undefined;

/** Whether the member owes anything now. */
export function owes(data: Readonly<TenantData>, memberId: number): boolean {
  return data.agents.debts.some((d) => d.debtorId === memberId && open(d));
}

function setFrozen(draft: TenantData, memberId: number, frozen: boolean): void {
  const m = draft.members.find((x) => x.id === memberId);
  if (m) m.frozen = frozen;
}

/** Records what a payer still owes after a settlement, and freezes it. */
export function openDebt(draft: TenantData, debt: Omit<Debt, 'id' | 'clearedAt'>): Debt {
  const d: Debt = { id: nextId(draft), ...debt };
  draft.agents.debts.push(d);
  setFrozen(draft, debt.debtorId, true);
  return d;
}

/**
 * Pays the member's open debts, oldest first, as far as its balance goes; a creditor that owes in
 * turn pays its own debts from what it received. Unfreezes the member once nothing is owed.
 */
export function payDebtsOf(draft: TenantData, debtorId: number, at: number, depth = 0): void {
  if (depth > 100) return;
  for (const d of draft.agents.debts) {
    if (d.debtorId !== debtorId || !open(d)) continue;
    const pay: Minor = Math.min(d.owed, balanceOf(draft, debtorId));
    if (pay <= 0) break;
    const c = draft.agents.contracts.find((x) => x.id === d.contractId);
    const type = c?.kind === 'dividend' ? 'dividend' : 'salary';
    const ref = `debt:${d.id}`;
    append(draft, {
      memberId: debtorId,
      amount: -pay,
      type,
      at,
      ref,
      note: `forced payment to ${d.creditorId}`,
      counterpartyId: d.creditorId,
    });
    append(draft, {
      memberId: d.creditorId,
      amount: pay,
      type,
      at,
      ref,
      note: `forced payment from ${debtorId}`,
      counterpartyId: debtorId,
    });
    d.owed -= pay;
    const s = draft.agents.settlements.find((x) => x.id === d.settlementId);
    if (s) s.paid += pay;
    if (d.owed === 0) d.clearedAt = at;
    if (owes(draft, d.creditorId)) payDebtsOf(draft, d.creditorId, at, depth + 1);
  }
  if (!owes(draft, debtorId)) setFrozen(draft, debtorId, false);
}
