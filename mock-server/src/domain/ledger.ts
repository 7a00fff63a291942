// The ledger: the only code that changes a balance. Each change is an entry; a change that
// would make a balance negative is refused, so within one store write money is never lost.
import { ApiError } from '../http/api-error.ts';
import type { Minor } from '../money.ts';
import { nextId, type TenantData } from '../store/data.ts';
import type { LedgerEntry, LedgerType } from './wallet/types.ts';

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

export function post(draft: TenantData, p: Posting): LedgerEntry {
  if (!Number.isInteger(p.amount))
    throw new Error(`ledger amounts are integer minor units, got ${p.amount}`);
  const after = balanceOf(draft, p.memberId) + p.amount;
  if (after < 0) throw new ApiError(400, 'insufficient_balance', 'not enough balance');
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
  return entry;
}

/** Moves money between two members as a pair of entries; refuses a non-positive amount. */
export function transfer(
  draft: TenantData,
  from: number,
  to: number,
  amount: Minor,
  at: number,
  ref?: string,
): [LedgerEntry, LedgerEntry] {
  if (amount <= 0) throw new ApiError(400, 'amount_invalid', 'amount must be positive');
  const out = post(draft, {
    memberId: from,
    amount: -amount,
    type: 'transfer_out',
    at,
    ...(ref ? { ref } : {}),
    note: `to ${to}`,
    counterpartyId: to,
  });
  const into = post(draft, {
    memberId: to,
    amount,
    type: 'transfer_in',
    at,
    ...(ref ? { ref } : {}),
    note: `from ${from}`,
    counterpartyId: from,
  });
  return [out, into];
}
