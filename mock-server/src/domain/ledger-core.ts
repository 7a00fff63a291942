// The ledger's one write: an entry appended and the balance moved, refused when the balance would
// go below zero. Only ledger.ts (every posting) and debts.ts (a debt paid) call append().
import { DomainError } from '../refusals/refusal.ts';
import { fromMinor, type Minor } from '../money.ts';
import { notifyMember } from '../store/outbox.ts';
import { nextId, type TenantData } from '../store/data.ts';
import type { LedgerEntry, LedgerType } from '../records/wallet.ts';

export function balanceOf(data: Readonly<TenantData>, memberId: number): Minor {
  return data.balances[String(memberId)] ?? 0;
}

export interface Posting {
  memberId: number;
  /** Signed minor units. */
  amount: Minor;
  type: LedgerType;
  at: number;
  ref?: string;
  note?: string;
  /** The member on the other side; null for the platform. */
  counterpartyId?: number | null;
}

export function append(draft: TenantData, p: Posting): LedgerEntry {
  if (!Number.isInteger(p.amount))
    throw new Error(`ledger amounts are integer minor units, got ${p.amount}`);
  const after = balanceOf(draft, p.memberId) + p.amount;
  if (after < 0) throw new DomainError('insufficient_balance', 'not enough balance');
  draft.balances[String(p.memberId)] = after;
  const entry: LedgerEntry = {
    id: nextId(draft),
    memberId: p.memberId,
    amount: p.amount,
    balanceAfter: after,
    type: p.type,
    at: p.at,
  };
  if (p.ref !== undefined) entry.ref = p.ref;
  if (p.note !== undefined) entry.note = p.note;
  if (p.counterpartyId !== undefined) entry.counterpartyId = p.counterpartyId;
  draft.ledger.push(entry);
  // Every balance change passes here, so every one reaches the member's open tabs.
  notifyMember(p.memberId, { type: 'balance', balance: fromMinor(after) });
  return entry;
}
