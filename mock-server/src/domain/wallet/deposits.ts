// Deposits on a draft of the tenant's data: made through a channel within its limits, then settled
// (credited through the ledger, or failed by the demo rule) once due, with a message each.
import { DomainError } from '../../refusals/refusal.ts';
import { fromMinor, type Minor } from '../../money.ts';
import { nextId, type TenantData } from '../../store/data.ts';
import { sendMessage } from '../content/messages.ts';
import { depositCreditedMessage, depositFailedMessage } from '../content/wallet-messages.ts';
import { post } from '../ledger.ts';
import type { Deposit } from '../../records/wallet.ts';
import { failsByRule, money } from './shared.ts';

/** A pending deposit is settled this long after it was made (server clock). */
export const DEPOSIT_SETTLE_MS = 60_000;

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
