// Ledger entries and money movements. Amounts are integer minor units.
import type { Minor } from '../../money.ts';

export type LedgerType =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_refund'
  | 'transfer_out'
  | 'transfer_in'
  | 'bet'
  | 'payout'
  | 'lottery_bet'
  | 'lottery_payout'
  | 'bonus'
  | 'rebate'
  | 'points_convert'
  | 'salary'
  | 'dividend'
  | 'adjustment';

export interface LedgerEntry {
  id: number;
  memberId: number;
  /** Signed change in minor units. */
  amount: Minor;
  balanceAfter: Minor;
  type: LedgerType;
  /** What caused it: a bet id, a deposit id, a contract id... */
  ref?: string;
  note?: string;
  at: number;
}

/** Deposits, withdrawals and their states (owned by the wallet family). */
export interface WalletData {
  deposits: unknown[];
  withdrawals: unknown[];
}

export function emptyWalletData(): WalletData {
  return { deposits: [], withdrawals: [] };
}
