// Ledger entries and money movements. Amounts are integer minor units.
import type { Minor } from '../money.ts';

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
  /** The member on the other side of a transfer, salary or dividend; null when the platform paid. */
  counterpartyId?: number | null;
  at: number;
}

type DepositStatus = 'pending' | 'credited' | 'failed';

export interface Deposit {
  id: number;
  memberId: number;
  amount: Minor;
  channel: string;
  status: DepositStatus;
  createdAt: number;
  /** When the settlement job decides it (server clock). */
  settleAt: number;
  settledAt?: number;
}

export type WithdrawalStatus = 'pending' | 'approved' | 'rejected' | 'received' | 'notReceived';

export interface ProofImage {
  name: string;
  type: string;
  size: number;
  sha256: string;
}

export interface Withdrawal {
  id: number;
  memberId: number;
  amount: Minor;
  status: WithdrawalStatus;
  bankName: string;
  bankAccountNo: string;
  payeeName: string;
  createdAt: number;
  /** When the approval job decides it. */
  decideAt: number;
  decidedAt?: number;
  /** Approved and unconfirmed until then: counts as received (forced, no refund). */
  autoReceiveAt?: number;
  confirmedAt?: number;
  receivedAmount?: Minor;
  remainingAmount?: Minor;
  forcedReceipt?: boolean;
  /** Metadata of the proof images of a notReceived confirmation (the bytes are not kept). */
  proofs?: ProofImage[];
}

/** Deposits, withdrawals and their states (owned by the wallet family). */
export interface WalletData {
  deposits: Deposit[];
  withdrawals: Withdrawal[];
  /**
   * Answers of money calls sent with an Idempotency-Key (security/idempotency.ts), written in the
   * same commit as the change they describe; absent in files written before they existed.
   */
  idempotency?: IdempotencyRecord[];
}

export interface IdempotencyRecord {
  memberId: number;
  key: string;
  operation: string;
  /** SHA-256 of the request body without its payment password. */
  fingerprint: string;
  value: unknown;
  expiresAt: number;
}

export function emptyWalletData(): WalletData {
  return { deposits: [], withdrawals: [] };
}
