// Reading the bets: betting records with range totals, the winner board. Pure functions.
import type { Bet } from '../../records/games.ts';

const DAY = 24 * 3600 * 1000;

/** Offset of a "GMT+7" / "GMT-5" / "GMT+5:30" time zone, in ms (0 when unreadable). */
export function zoneOffsetMs(zone: string | undefined): number {
  const m = /^(?:GMT|UTC)([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(zone ?? '');
  if (!m) return 0;
  const sign = m[1] === '-' ? -1 : 1;
  return sign * (Number(m[2]) * 3600_000 + Number(m[3] ?? 0) * 60_000);
}

/** Day `YYYY-MM-DD` (in a zone) to the ms range [start, end) it covers. */
export function dayStart(day: string, offsetMs: number): number {
  return Date.parse(`${day}T00:00:00Z`) - offsetMs;
}

export function dayOf(ms: number, offsetMs: number): string {
  return new Date(ms + offsetMs).toISOString().slice(0, 10);
}

interface BetQuery {
  memberId: number;
  from: number;
  /** Exclusive. */
  to: number;
  category?: string;
}

/** Both ends inclusive, in the tenant's zone; defaults to the last 7 days up to today. */
export function rangeOf(
  now: number,
  offsetMs: number,
  startDate?: string,
  endDate?: string,
): { from: number; to: number } {
  const end = endDate ?? dayOf(now, offsetMs);
  const start = startDate ?? dayOf(dayStart(end, offsetMs) - 6 * DAY, offsetMs);
  return { from: dayStart(start, offsetMs), to: dayStart(end, offsetMs) + DAY };
}

export function membersBets(bets: readonly Bet[], q: BetQuery): Bet[] {
  const category = q.category && q.category !== 'ALL' ? q.category : undefined;
  return bets
    .filter(
      (b) =>
        b.memberId === q.memberId &&
        b.at >= q.from &&
        b.at < q.to &&
        (category === undefined || b.category === category),
    )
    .sort((a, b) => b.at - a.at || b.id - a.id);
}

export function totalsOf(bets: readonly Bet[]): { stake: number; payout: number; count: number } {
  let stake = 0;
  let payout = 0;
  for (const b of bets) {
    stake += b.stake;
    payout += b.payout;
  }
  return { stake, payout, count: bets.length };
}

const WINNER_WINDOW_MS = 7 * DAY;

/** The biggest payouts of the window ending at `now`, biggest first (ties: newest first). */
export function biggestWins(
  bets: readonly Bet[],
  now: number,
  limit: number,
  keep: (b: Bet) => boolean = () => true,
): Bet[] {
  return bets
    .filter((b) => b.payout > 0 && b.at > now - WINNER_WINDOW_MS && b.at <= now && keep(b))
    .sort((a, b) => b.payout - a.payout || b.at - a.at)
    .slice(0, limit);
}
