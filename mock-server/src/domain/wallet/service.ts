// Deposits, withdrawals and transfers on a draft of the tenant's data: each function runs inside
// one store write, so what it changes (ledger entries, records, messages) commits together.
// Every balance change goes through the ledger.
import { DomainError } from '../../refusals/refusal.ts';
import { fromMinor, type Minor } from '../../money.ts';
import { nextId, type TenantData } from '../../store/data.ts';
import { sendMessage } from '../content/messages.ts';
import {
  depositCreditedMessage,
  depositFailedMessage,
  withdrawalApprovedMessage,
  withdrawalRejectedMessage,
} from '../content/wallet-messages.ts';
import { balanceOf, post, transfer } from '../ledger.ts';
import { isAgent, type Member } from '../../records/members.ts';
import { notifyMember } from '../../store/outbox.ts';
import type { Deposit, ProofImage, Withdrawal, WithdrawalStatus } from '../../records/wallet.ts';

/** A pending deposit is settled this long after it was made (server clock). */
export const DEPOSIT_SETTLE_MS = 60_000;
/** A pending withdrawal is approved or rejected this long after it was requested. */
export const WITHDRAWAL_DECIDE_MS = 5 * 60_000;

/** The demo rule: an amount whose cents are .13 fails (deposit) or is rejected (withdrawal). */
function failsByRule(amount: Minor): boolean {
  return amount % 100 === 13;
}

export const DEPOSIT_CHANNELS = [
  {
    code: 'BANK',
    name: { en: 'Bank transfer', th: 'โอนผ่านธนาคาร', zh: '银行转账', ar: 'تحويل بنكي' },
    min: 10_000,
    max: 5_000_000,
  },
  {
    code: 'QR',
    name: { en: 'QR payment', th: 'ชำระผ่าน QR', zh: '扫码支付', ar: 'الدفع عبر رمز QR' },
    min: 10_000,
    max: 1_000_000,
  },
  {
    code: 'EWALLET',
    name: { en: 'E-wallet', th: 'อีวอลเล็ต', zh: '电子钱包', ar: 'محفظة إلكترونية' },
    min: 5_000,
    max: 500_000,
  },
  { code: 'USDT', name: 'USDT (TRC20)', min: 50_000, max: 10_000_000 },
] as const;

export function money(minor: Minor, symbol: string): string {
  const v = fromMinor(minor).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${symbol}${v}`;
}

function findMember(draft: TenantData, id: number): Member {
  const m = draft.members.find((x) => x.id === id);
  if (!m) throw new DomainError('not_found', 'no such member');
  return m;
}

/** Whether `memberId` is below `ancestorId` in the agent tree (direct or indirect). */
/** A frozen account (unpaid dividend or salary, spec §4) cannot move money out until it has paid. */
function refuseFrozen(member: Member): void {
  if (member.frozen)
    throw new DomainError('account_frozen', 'this account is frozen until what it owes is paid');
}

export function isDownlineOf(
  members: readonly Pick<Member, 'id' | 'parentId'>[],
  memberId: number,
  ancestorId: number,
): boolean {
  const byId = new Map(members.map((m) => [m.id, m]));
  let cur = byId.get(memberId)?.parentId;
  for (let hops = 0; cur !== undefined && hops < 1000; hops++) {
    if (cur === ancestorId) return true;
    cur = byId.get(cur)?.parentId;
  }
  return false;
}

export function createDeposit(
  draft: TenantData,
  memberId: number,
  amount: Minor,
  channelCode: string,
  now: number,
): Deposit {
  const channel = DEPOSIT_CHANNELS.find((c) => c.code === channelCode);
  if (!channel) throw new DomainError('invalid_request', `no deposit channel ${channelCode}`);
  if (amount < channel.min || amount > channel.max)
    throw new DomainError('amount_invalid', 'amount outside the channel limits', {
      min: fromMinor(channel.min),
      max: fromMinor(channel.max),
    });
  const d: Deposit = {
    id: nextId(draft),
    memberId,
    amount,
    channel: channel.code,
    status: 'pending',
    createdAt: now,
    settleAt: now + DEPOSIT_SETTLE_MS,
  };
  draft.wallet.deposits.push(d);
  return d;
}

/** A withdrawal's one change of state, which the member's open tabs hear of. */
function moveWithdrawal(w: Withdrawal, status: WithdrawalStatus): void {
  w.status = status;
  notifyMember(w.memberId, { type: 'withdrawal', withdrawalId: w.id, status });
}

/**
 * Credits or fails every pending deposit that is due (of one member when `memberId` is given);
 * each outcome sends a message.
 */
export function settleDueDeposits(
  draft: TenantData,
  now: number,
  symbol: string,
  memberId?: number,
): number {
  let n = 0;
  for (const d of draft.wallet.deposits) {
    if (d.status !== 'pending' || d.settleAt > now) continue;
    if (memberId !== undefined && d.memberId !== memberId) continue;
    d.settledAt = d.settleAt;
    if (failsByRule(d.amount)) {
      d.status = 'failed';
      sendMessage(draft, {
        memberId: d.memberId,
        ...depositFailedMessage(d.id, money(d.amount, symbol)),
        at: d.settleAt,
      });
    } else {
      d.status = 'credited';
      post(draft, {
        memberId: d.memberId,
        amount: d.amount,
        type: 'deposit',
        at: d.settleAt,
        ref: `deposit:${d.id}`,
      });
      sendMessage(draft, {
        memberId: d.memberId,
        ...depositCreditedMessage(d.id, money(d.amount, symbol)),
        at: d.settleAt,
      });
    }
    n++;
  }
  return n;
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
    if (!t || !isDownlineOf(draft.members, t.id, from.id))
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
