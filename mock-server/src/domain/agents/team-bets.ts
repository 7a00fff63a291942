// The one place the agent reports read bets. The games family owns the record (domain/games/
// types.ts) and copies settled lottery bets into the same collection, so this is every bet once.
import type { Minor } from '../../money.ts';
import type { TenantData } from '../../store/data.ts';
import type { Bet } from '../../records/games.ts';

export type BetRecord = Bet;

/** Every bet of the tenant (games and settled lottery bets). */
export function allBets(data: Readonly<TenantData>): readonly BetRecord[] {
  return data.games.bets;
}

/** Bets of the given members (all members when null) placed in [from, to). */
export function betsOf(
  data: Readonly<TenantData>,
  memberIds: ReadonlySet<number> | null,
  from: number,
  to: number,
): BetRecord[] {
  return allBets(data).filter(
    (b) => b.at >= from && b.at < to && (memberIds === null || memberIds.has(b.memberId)),
  );
}

interface BetTotals {
  count: number;
  validBet: Minor;
  payout: Minor;
  /** Players' result: payout - stake (negative when the players lost). */
  profitLoss: Minor;
  activeMembers: number;
}

export function totalsOf(bets: readonly BetRecord[]): BetTotals {
  let validBet = 0;
  let payout = 0;
  const active = new Set<number>();
  for (const b of bets) {
    validBet += b.stake;
    payout += b.payout;
    active.add(b.memberId);
  }
  return {
    count: bets.length,
    validBet,
    payout,
    profitLoss: payout - validBet,
    activeMembers: active.size,
  };
}
