// Points accrue from bets by type and from deposits, once each: everything after a stored
// watermark (bet id, ledger entry id) is counted, then the watermark moves. Points never expire.
import { nextId, type TenantData } from '../../store/data.ts';
import { allBets } from '../agents/team-bets.ts';
import type { AccrualType, PointsRecordType } from '../../records/points.ts';
import { remarkTexts } from './remarks.ts';

/** The points type of a game category (spec §3: live, lottery, pvp, rng, sports). */
export function pointsTypeOf(category: string): AccrualType {
  switch (category) {
    case 'LIVE':
      return 'live';
    case 'PVP':
      return 'pvp';
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'sports';
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    default:
      return 'rng';
  }
}

const NAMES: Record<PointsRecordType, string> = {
  live: 'Live casino bets',
  lottery: 'Lottery bets',
  pvp: 'PVP bets',
  rng: 'Slot bets',
  sports: 'Sports bets',
  deposit: 'Deposit',
  redeem: 'Redeem',
  convert: 'Convert to balance',
};

export function pointsOf(data: Readonly<TenantData>, memberId: number): number {
  return data.points.balances[String(memberId)] ?? 0;
}

/** Changes a member's points by `change` centipoints and records it; refuses nothing. */
export function addPoints(
  draft: TenantData,
  memberId: number,
  type: PointsRecordType,
  change: number,
  at: number,
  remark = '',
): void {
  const after = pointsOf(draft, memberId) + change;
  draft.points.balances[String(memberId)] = after;
  draft.points.records.push({
    id: nextId(draft),
    memberId,
    type,
    name: NAMES[type],
    change,
    balanceAfter: after,
    at,
    remark,
  });
}

export function hasPendingAccrual(data: Readonly<TenantData>): boolean {
  const w = data.points.watermark;
  return (
    allBets(data).some((b) => b.id > w.betId) ||
    data.ledger.some((e) => e.id > w.ledgerId && e.type === 'deposit')
  );
}

/** Credits points for every bet and deposit after the watermark; one record per member and type. */
export function accrue(draft: TenantData, now: number): void {
  const w = draft.points.watermark;
  const ratios = draft.points.config.ratios;
  const sums = new Map<string, { memberId: number; type: AccrualType; minor: number }>();
  const add = (memberId: number, type: AccrualType, minor: number) => {
    const key = `${memberId}:${type}`;
    const cur = sums.get(key) ?? { memberId, type, minor: 0 };
    cur.minor += minor;
    sums.set(key, cur);
  };
  let betId = w.betId;
  for (const b of allBets(draft)) {
    if (b.id <= w.betId) continue;
    add(b.memberId, pointsTypeOf(b.category), b.stake);
    betId = Math.max(betId, b.id);
  }
  let ledgerId = w.ledgerId;
  for (const e of draft.ledger) {
    if (e.id <= w.ledgerId) continue;
    if (e.type === 'deposit' && e.amount > 0) add(e.memberId, 'deposit', e.amount);
    ledgerId = Math.max(ledgerId, e.id);
  }
  for (const s of sums.values()) {
    // minor units x points per unit = centipoints.
    const centi = Math.floor(s.minor * ratios[s.type]);
    if (centi > 0)
      addPoints(draft, s.memberId, s.type, centi, now, `${(s.minor / 100).toFixed(2)} counted`);
  }
  draft.points.watermark = { betId, ledgerId };
}

/** Redemptions wait this long for the (mock) back office. */
const REVIEW_DELAY_MS = 10 * 60_000;

/** Decides redemptions whose review delay has passed; a rejection refunds points and stock. */
export function reviewRedemptions(draft: TenantData, now: number): void {
  for (const r of draft.points.redemptions) {
    if (r.status !== 'In Process' || r.at + REVIEW_DELAY_MS > now) continue;
    const item = draft.points.items.find((i) => i.id === r.itemId);
    r.decidedAt = now;
    if (item?.reviewOutcome === 'reject') {
      r.status = 'Rejected';
      r.remark = remarkTexts('refunded');
      item.stock += r.quantity;
      addPoints(draft, r.memberId, 'redeem', r.points, now, `refund of redemption ${r.id}`);
    } else {
      r.status = 'Approved';
      r.remark = remarkTexts('approved');
    }
  }
}

export function hasDueReview(data: Readonly<TenantData>, now: number): boolean {
  return data.points.redemptions.some(
    (r) => r.status === 'In Process' && r.at + REVIEW_DELAY_MS <= now,
  );
}
