// The one place that reads bets written by other families (games spins, lottery). If their
// record shape changes, this file is the only one to adapt.
import type { Minor } from '../../money.ts';
import type { TenantData } from '../../store/data.ts';

export interface BetRecord {
  id: number;
  memberId: number;
  gameCode: string;
  vassalage: string;
  /** LIVE, RNG, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, LOTT, ELOTT, INHOUSE, BGS. */
  category: string;
  /** Valid bet, minor units. */
  stake: Minor;
  /** Paid back to the player, minor units (0 for a lost bet). */
  payout: Minor;
  at: number;
}

function asBet(raw: unknown, fallbackCategory: string): BetRecord | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const id = num(r.id);
  const memberId = num(r.memberId);
  const stake = num(r.stake);
  const at = num(r.at);
  if (id === undefined || memberId === undefined || stake === undefined || at === undefined)
    return undefined;
  return {
    id,
    memberId,
    gameCode: typeof r.gameCode === 'string' ? r.gameCode : '',
    vassalage: typeof r.vassalage === 'string' ? r.vassalage : '',
    category: typeof r.category === 'string' ? r.category : fallbackCategory,
    stake,
    payout: num(r.payout) ?? 0,
    at,
  };
}

function collection(slice: unknown, name: string): unknown[] {
  const c = (slice as Record<string, unknown> | undefined)?.[name];
  return Array.isArray(c) ? c : [];
}

/** Every bet of the tenant: game bets (data.games.bets) and lottery bets (data.lottery.bets). */
export function allBets(data: Readonly<TenantData>): BetRecord[] {
  const out: BetRecord[] = [];
  for (const raw of collection(data.games, 'bets')) {
    const b = asBet(raw, 'RNG');
    if (b) out.push(b);
  }
  for (const raw of collection(data.lottery, 'bets')) {
    const b = asBet(raw, 'LOTT');
    if (b) out.push(b);
  }
  return out;
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

export interface BetTotals {
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
