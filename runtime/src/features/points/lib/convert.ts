// Points arithmetic of the mall: what points convert into at the tenant's ratio, and the whole
// points a player typed. Pure helpers with tests.
import type { PointsType } from '../api/get-points-details.ts';
import type { RedeemStatus } from '../api/get-redeem-list.ts';

/** Points details filters of spec §3 (plus conversions, which the server records too). */
export const POINTS_TYPES: readonly PointsType[] = [
  'live',
  'lottery',
  'pvp',
  'rng',
  'sports',
  'redeem',
  'deposit',
  'convert',
];

/** Redeem statuses of spec §4. */
export const REDEEM_STATUSES: readonly RedeemStatus[] = ['In Process', 'Rejected', 'Approved'];

/** The amount `points` convert into at `ratio` (ratio.points convert into ratio.amount), to cents. */
export function amountFor(points: number, ratio: { points: number; amount: number }): number {
  if (ratio.points <= 0 || points <= 0) return 0;
  return Math.floor((points * ratio.amount * 100) / ratio.points) / 100;
}

/** Whole points typed by the player, or the translation key of what is wrong. */
export function parseWholePoints(
  text: string,
  available: number,
): { points: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) return { error: 'points.error.wholePoints' };
  const points = Number(trimmed);
  if (points > available) return { error: 'not_enough_points' };
  return { points };
}
