// Games data kept in the tenant's data file. The catalogue itself is generated in memory
// (catalogue.ts) and never stored; only what members did with it lives here.
import type { GameCategory } from '#schemas/constants.ts';
import type { Minor } from '../money.ts';

/**
 * One settled bet. Betting records, profit/loss, the winner board, points and agent team reports
 * all read `data.games.bets`, so this shape is a contract between families: add optional fields
 * only, never rename or drop one.
 *
 * - Demo-game spins write one bet each (ledger 'bet' then 'payout').
 * - Settled lottery bets are copied here at settlement (category LOTT or ELOTT, ledger
 *   'lottery_bet' and 'lottery_payout'), with `at` = the draw's closing time.
 * - The seed writes a month of bets for the demo members.
 */
export interface Bet {
  id: number;
  memberId: number;
  gameCode: string;
  /** Game name at the time of the bet (the catalogue is fixed, this saves a lookup). */
  gameName: string;
  /** Vendor code. */
  vassalage: string;
  /** Raw category (spec §1): SPORTS covers e-sports and cockfight, RNG covers in-house. */
  category: GameCategory;
  /** Stake, minor units, > 0. */
  stake: Minor;
  /** Amount paid back, minor units, >= 0 (0 is a lost bet). Net for the member: payout - stake. */
  payout: Minor;
  /** Settlement time (ms, server clock). */
  at: number;
  source: 'demo' | 'lottery' | 'seed';
  /** Demo spins: what the outcome was drawn from (fairness.ts), so the player can verify it. */
  fair?: { serverSeedHash: string; clientSeed: string; nonce: number };
}

export interface Favourite {
  memberId: number;
  nodeId: number;
  gameCode: string;
  at: number;
}

/** Last games a member launched; one entry per game, newest `at` wins. */
interface RecentGame {
  memberId: number;
  gameCode: string;
  at: number;
}

/**
 * A demo-game launch: binds one member to one game; the page's only credential. It lives as
 * long as the session that launched it (logout and a password change end it), 12 h at most.
 */
export interface LaunchTicket {
  ticket: string;
  memberId: number;
  gameCode: string;
  issuedAt: number;
  expiresAt: number;
  /** The session that launched it (tickets written before sessions were recorded have none). */
  sessionToken?: string;
  /** Spins played with it so far. */
  spins: number;
}

/** A member's current seed pair: the server seed stays secret until it is rotated. */
export interface SeedPair {
  memberId: number;
  serverSeed: string;
  /** SHA-256 of the server seed, shown before any spin is played with it. */
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce of the next spin (0 for the first). */
  nonce: number;
  createdAt: number;
}

/** A rotated seed pair: its server seed is public now, so the spins it drew can be checked. */
export interface RevealedSeed {
  memberId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Spins played with it (nonces 0 .. spins-1). */
  spins: number;
  createdAt: number;
  revealedAt: number;
}

export interface GamesData {
  bets: Bet[];
  favourites: Favourite[];
  recent: RecentGame[];
  tickets: LaunchTicket[];
  /** Absent in data written before the game was provably fair: created on first use. */
  seeds?: SeedPair[];
  revealedSeeds?: RevealedSeed[];
}

export function emptyGamesData(): GamesData {
  return { bets: [], favourites: [], recent: [], tickets: [], seeds: [], revealedSeeds: [] };
}
