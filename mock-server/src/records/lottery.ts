// Lottery data kept in the tenant's data file: the members' bets. Results are not stored: they
// follow from (tenant, game, drawId) through a seeded PRNG (draws.ts), so they can be shown for
// any closed draw and never change.
import type { Minor } from '../money.ts';

export type LotteryArea = 'LOTT' | 'ELOTT' | 'VN' | 'SEA';

/**
 * A lottery bet as placed. Readers of bets for reports should read `data.games.bets` only: every
 * settled lottery bet is copied there (domain/lottery/settle.ts) with its total stake. This record
 * deliberately has no `at` field, so a reader that walks both collections does not count it twice.
 */
export interface LotteryBet {
  id: number;
  memberId: number;
  gameCode: string;
  gameName: string;
  vassalage: string;
  /** Raw category of the game: LOTT or ELOTT. */
  category: 'LOTT' | 'ELOTT';
  drawId: number;
  /** 2- or 3-digit picks. */
  numbers: string[];
  /** Stake per number, minor units. */
  stake: Minor;
  /** stake x numbers, debited when placed (ledger 'lottery_bet'). */
  total: Minor;
  status: 'pending' | 'won' | 'lost';
  /** The 5 digits drawn, once settled. */
  result?: string;
  /** Paid at settlement (ledger 'lottery_payout'); 0 while pending or lost. */
  payout: Minor;
  placedAt: number;
  closesAt: number;
  settledAt?: number;
}

export interface LotteryData {
  bets: LotteryBet[];
}

export function emptyLotteryData(): LotteryData {
  return { bets: [] };
}
