// Agents data kept in the tenant's data file: downline contracts, their settlements, the debts of
// uplines who could not pay, and the client request ids of contract actions (retries apply once).
import type { Minor } from '../money.ts';

export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const DIVIDEND_PERIODS = ['Daily', 'Weekly', 'Semimonthly', 'Monthly'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** pending: offered, waiting for the downline; active: accepted; rejected; terminated. */
type ContractStatus = 'pending' | 'active' | 'rejected' | 'terminated';

export interface ContractConditions {
  /** Team members with at least one bet in the period. */
  activeMembers?: number;
  /** Minimum team valid bet in the period (minor units); the daily/hourly bet amount. */
  validBet?: Minor;
  /** Minimum team net loss (players' loss) in the period (minor units); dividends. */
  profitLoss?: Minor;
}

export interface Contract {
  id: number;
  kind: ContractKind;
  uplineId: number;
  downlineId: number;
  /** Ratio or rate in percent; for real-time salary, the profit salary rate. */
  rate: number;
  /** Real-time salary: rate applied when the team's window is a loss for the players. */
  lossRate?: number;
  /** Real-time salary: only bets of at least this stake count (minor units). */
  singleBetAmount?: Minor;
  /** Dividends only. */
  period?: DividendPeriod;
  conditions: ContractConditions;
  status: ContractStatus;
  /** An open request the other party must answer: the offer itself, or a termination. */
  request?: { type: 'new' | 'termination'; by: number; at: number };
  createdAt: number;
  acceptedAt?: number;
  endedAt?: number;
  endReason?: 'rejected' | 'terminated' | 'replaced' | 'lower_rate';
  /** Settlement watermark: windows starting before this are settled. */
  settledUntil?: number;
}

export interface Settlement {
  id: number;
  contractId: number;
  kind: ContractKind;
  /** `<contractId>:<windowStart>`: a window settles once. */
  key: string;
  from: number;
  to: number;
  /** Team valid bet (salaries) or team net loss (dividends) of the window, minor units. */
  base: Minor;
  /**
   * The holder's own bets' part of `base` (the rest is its descendants'). Absent on settlements
   * recorded before it was kept.
   */
  ownBase?: Minor;
  /** Rate applied (%): a real-time salary's loss rate in a window the players won. Absent as ownBase. */
  rate?: number;
  activeMembers: number;
  amount: Minor;
  /** null: the platform pays (contracts offered by a top agent). */
  payerId: number | null;
  payeeId: number;
  paid: Minor;
  at: number;
}

/** What an upline still owes after a settlement it could not pay in full; it stays frozen meanwhile. */
export interface Debt {
  id: number;
  settlementId: number;
  contractId: number;
  debtorId: number;
  creditorId: number;
  owed: Minor;
  at: number;
  clearedAt?: number;
}

/** A contract action as applied, kept by client request id so a retry answers the same. */
interface ActionRecord {
  memberId: number;
  requestId: string;
  contractId: number;
  action: ContractAction;
  /** Contracts the action ended besides its own (answered again on a retry). */
  endedIds: number[];
  at: number;
}

export type ContractAction = 'Accept' | 'Reject' | 'Terminate';

export interface AgentsData {
  contracts: Contract[];
  settlements: Settlement[];
  debts: Debt[];
  actions: ActionRecord[];
}

export function emptyAgentsData(): AgentsData {
  return { contracts: [], settlements: [], debts: [], actions: [] };
}
