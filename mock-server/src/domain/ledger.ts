// The ledger: the only code that changes a balance. Each change is an entry; a change that
// would make a balance negative is refused, so within one store write money is never lost.
// Debts first (debts.ts): money reaching an account that owes pays the debt in the same write,
// and such an account cannot spend by choice.
import { DomainError } from '../refusals/refusal.ts';
import type { Minor } from '../money.ts';
import type { TenantData } from '../store/data.ts';
import { owes, payDebtsOf, SPENDING } from './debts.ts';
import { append, type Posting } from './ledger-core.ts';
import type { LedgerEntry } from '../records/wallet.ts';

export { balanceOf, type Posting } from './ledger-core.ts';

export function post(draft: TenantData, p: Posting): LedgerEntry {
  if (p.amount < 0 && SPENDING.has(p.type) && owes(draft, p.memberId))
    throw new DomainError('account_frozen', 'this account is frozen until what it owes is paid');
  const entry = append(draft, p);
  if (p.amount > 0 && owes(draft, p.memberId)) payDebtsOf(draft, p.memberId, p.at);
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
  if (amount <= 0) throw new DomainError('amount_invalid', 'amount must be positive');
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
