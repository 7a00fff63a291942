// Withdrawals on a draft of the tenant's data: debited when requested, approved or rejected (and
// refunded) once due, then confirmed by the member or counted as received when nobody does.
// Each change of state reaches the member's open tabs; each decision sends a message.
import { DomainError } from '../../refusals/refusal.ts';
import type { Minor } from '../../money.ts';
import { nextId, type TenantData } from '../../store/data.ts';
import { sendMessage } from '../content/messages.ts';
import {
  withdrawalApprovedMessage,
  withdrawalRejectedMessage,
} from '../content/wallet-messages.ts';
import { post } from '../ledger.ts';
import { notifyMember } from '../../store/outbox.ts';
import type { ProofImage, Withdrawal, WithdrawalStatus } from '../../records/wallet.ts';
import { failsByRule, findMember, money, refuseFrozen } from './shared.ts';

/** A pending withdrawal is approved or rejected this long after it was requested. */
export const WITHDRAWAL_DECIDE_MS = 5 * 60_000;

/** A withdrawal's one change of state, which the member's open tabs hear of. */
function moveWithdrawal(w: Withdrawal, status: WithdrawalStatus): void {
  w.status = status;
  notifyMember(w.memberId, { type: 'withdrawal', withdrawalId: w.id, status });
}

export interface Payee {
  bankName: string;
  bankAccountNo: string;
  payeeName: string;
}

/** Debits at once (insufficient_balance when above the balance) and leaves it pending. */
export function createWithdrawal(
  draft: TenantData,
  memberId: number,
  amount: Minor,
  payee: Payee,
  now: number,
): Withdrawal {
  if (amount <= 0) throw new DomainError('amount_invalid', 'amount must be positive');
  refuseFrozen(findMember(draft, memberId));
  const w: Withdrawal = {
    id: nextId(draft),
    memberId,
    amount,
    status: 'pending',
    ...payee,
    createdAt: now,
    decideAt: now + WITHDRAWAL_DECIDE_MS,
  };
  post(draft, {
    memberId,
    amount: -amount,
    type: 'withdrawal',
    at: now,
    ref: `withdrawal:${w.id}`,
  });
  draft.wallet.withdrawals.push(w);
  return w;
}

/** Approves or rejects (refunding) every pending withdrawal that is due, with a message each. */
export function decideDueWithdrawals(
  draft: TenantData,
  now: number,
  autoReceiveMinutes: number,
  symbol: string,
): number {
  let n = 0;
  for (const w of draft.wallet.withdrawals) {
    if (w.status !== 'pending' || w.decideAt > now) continue;
    w.decidedAt = w.decideAt;
    if (failsByRule(w.amount)) {
      moveWithdrawal(w, 'rejected');
      post(draft, {
        memberId: w.memberId,
        amount: w.amount,
        type: 'withdrawal_refund',
        at: w.decideAt,
        ref: `withdrawal:${w.id}`,
      });
      sendMessage(draft, {
        memberId: w.memberId,
        ...withdrawalRejectedMessage(w.id, money(w.amount, symbol)),
        at: w.decideAt,
      });
    } else {
      moveWithdrawal(w, 'approved');
      w.autoReceiveAt = w.decideAt + autoReceiveMinutes * 60_000;
      sendMessage(draft, {
        memberId: w.memberId,
        ...withdrawalApprovedMessage(w.id, money(w.amount, symbol), w.bankName, autoReceiveMinutes),
        at: w.decideAt,
      });
    }
    n++;
  }
  return n;
}

/** Approved withdrawals nobody confirmed in time count as received (forced: no refund). */
export function autoReceiveDue(draft: TenantData, now: number): number {
  let n = 0;
  for (const w of draft.wallet.withdrawals) {
    if (w.status !== 'approved' || w.autoReceiveAt === undefined || w.autoReceiveAt > now) continue;
    moveWithdrawal(w, 'received');
    w.confirmedAt = w.autoReceiveAt;
    w.receivedAmount = w.amount;
    w.remainingAmount = 0;
    w.forcedReceipt = true;
    n++;
  }
  return n;
}

interface Confirmation {
  result: 'received' | 'notReceived' | 'fullPayment';
  receivedAmount?: Minor;
  remainingAmount?: Minor;
  proofs: ProofImage[];
}

export function confirmWithdrawal(
  draft: TenantData,
  memberId: number,
  id: number,
  c: Confirmation,
  now: number,
): Withdrawal {
  const w = draft.wallet.withdrawals.find((x) => x.id === id && x.memberId === memberId);
  if (!w) throw new DomainError('not_found', 'no such withdrawal');
  if (w.status !== 'approved')
    throw new DomainError('withdrawal_state_invalid', `withdrawal is ${w.status}`);
  let received: Minor;
  if (c.result === 'fullPayment') received = w.amount;
  else if (c.result === 'received') received = c.receivedAmount ?? w.amount;
  else received = c.receivedAmount ?? 0;
  if (received > w.amount || (c.result === 'received' && received <= 0))
    throw new DomainError('amount_invalid', 'receivedAmount out of range');
  if (c.result === 'notReceived') {
    if (received >= w.amount)
      throw new DomainError('amount_invalid', 'notReceived needs receivedAmount below the amount');
    if (c.proofs.length === 0)
      throw new DomainError('upload_type_invalid', 'notReceived needs a proof image (png/jpg)');
  }
  const remaining = w.amount - received;
  if (c.remainingAmount !== undefined && c.remainingAmount !== remaining)
    throw new DomainError('amount_invalid', 'remainingAmount must be amount - receivedAmount');
  moveWithdrawal(w, c.result === 'notReceived' ? 'notReceived' : 'received');
  w.confirmedAt = now;
  w.receivedAmount = received;
  w.remainingAmount = remaining;
  w.forcedReceipt = false;
  if (c.proofs.length) w.proofs = c.proofs;
  return w;
}
