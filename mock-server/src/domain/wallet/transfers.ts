// Transfers along the agent tree on a draft of the tenant's data: an agent to anyone below it, or
// a member to its direct upline, both ledger entries in the caller's one write.
import { DomainError } from '../../refusals/refusal.ts';
import type { Minor } from '../../money.ts';
import { nextId, type TenantData } from '../../store/data.ts';
import { balanceOf, transfer } from '../ledger.ts';
import { isAgent, type Member } from '../../records/members.ts';
import { isDownlineOf } from '../agents/team.ts';
import { findMember, refuseFrozen } from './shared.ts';

/**
 * Agent -> one of its direct or indirect downlines, or member -> its direct upline; both ledger
 * entries inside the caller's one write.
 */
export function transferAlongTree(
  draft: TenantData,
  fromId: number,
  direction: 'toDownline' | 'toUpline',
  targetAccount: string | undefined,
  amount: Minor,
  now: number,
): { transferId: string; target: Member; balance: Minor } {
  const from = findMember(draft, fromId);
  refuseFrozen(from);
  let target: Member;
  if (direction === 'toDownline') {
    if (!isAgent(from)) throw new DomainError('error_not_agent', 'only agents have downlines');
    if (!targetAccount)
      throw new DomainError('invalid_request', 'targetAccount is required', [
        { in: 'body', field: 'targetAccount', message: 'required for toDownline' },
      ]);
    const t = draft.members.find((m) => m.account === targetAccount);
    if (!t || !isDownlineOf(draft, from.id, t.id))
      throw new DomainError('not_downline', `${targetAccount} is not in your downline`);
    target = t;
  } else {
    if (from.parentId === undefined)
      throw new DomainError('not_downline', 'this account has no upline');
    target = findMember(draft, from.parentId);
    // Naming someone else is a mistake to report, not a field to ignore: the money would go
    // somewhere the member did not mean.
    if (targetAccount !== undefined && targetAccount !== target.account)
      throw new DomainError('not_upline', `${targetAccount} is not your upline`, [
        { in: 'body', field: 'targetAccount', message: 'must be your upline or left out' },
      ]);
  }
  const transferId = `transfer:${nextId(draft)}`;
  transfer(draft, from.id, target.id, amount, now, transferId);
  return { transferId, target, balance: balanceOf(draft, from.id) };
}
