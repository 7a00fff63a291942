// What the wallet's deposits, withdrawals and transfers share: the demo's outcome rule, amounts as
// a member's message prints them, and the member whose money moves (a frozen one moves none out).
import { DomainError } from '../../refusals/refusal.ts';
import { fromMinor, type Minor } from '../../money.ts';
import type { TenantData } from '../../store/data.ts';
import type { Member } from '../../records/members.ts';

/** The demo rule: an amount whose cents are .13 fails (deposit) or is rejected (withdrawal). */
export function failsByRule(amount: Minor): boolean {
  return amount % 100 === 13;
}

/** An amount as a member's message prints it, e.g. `฿1,234.50`. */
export function money(minor: Minor, symbol: string): string {
  const v = fromMinor(minor).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${symbol}${v}`;
}

export function findMember(draft: TenantData, id: number): Member {
  const m = draft.members.find((x) => x.id === id);
  if (!m) throw new DomainError('not_found', 'no such member');
  return m;
}

/** A frozen account (unpaid dividend or salary, spec §4) cannot move money out until it has paid. */
export function refuseFrozen(member: Member): void {
  if (member.frozen)
    throw new DomainError('account_frozen', 'this account is frozen until what it owes is paid');
}
