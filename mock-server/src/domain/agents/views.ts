// How contracts and report ranges look on the wire (currency units, accounts instead of ids).
import { DomainError } from '../../refusals/refusal.ts';
import { fromMinor } from '../../money.ts';
import type { TenantData } from '../../store/data.ts';
import { parseLocalDate, rangeWindow, DAY_MS, type RangeName } from './periods.ts';
import type { LedgerEntry } from '../../records/wallet.ts';
import type { Contract } from '../../records/agents.ts';

export function accountOf(data: Readonly<TenantData>, id: number): string {
  return data.members.find((m) => m.id === id)?.account ?? String(id);
}

/** The account on the other side of a ledger entry ("platform", or "" when there is none). */
export function counterpartyOf(data: Readonly<TenantData>, e: LedgerEntry): string {
  if (e.counterpartyId === undefined) return '';
  return e.counterpartyId === null ? 'platform' : accountOf(data, e.counterpartyId);
}

export function contractView(data: Readonly<TenantData>, c: Contract, viewerId: number) {
  const myRole: 'upline' | 'downline' | 'viewer' =
    c.uplineId === viewerId ? 'upline' : c.downlineId === viewerId ? 'downline' : 'viewer';
  return {
    id: c.id,
    kind: c.kind,
    upline: { id: c.uplineId, account: accountOf(data, c.uplineId) },
    downline: { id: c.downlineId, account: accountOf(data, c.downlineId) },
    rate: c.rate,
    ...(c.lossRate !== undefined ? { lossRate: c.lossRate } : {}),
    ...(c.singleBetAmount !== undefined ? { singleBetAmount: fromMinor(c.singleBetAmount) } : {}),
    ...(c.period !== undefined ? { period: c.period } : {}),
    conditions: {
      activeMembers: c.conditions.activeMembers ?? 0,
      validBet: fromMinor(c.conditions.validBet ?? 0),
      profitLoss: fromMinor(c.conditions.profitLoss ?? 0),
    },
    status: c.status,
    request: c.request
      ? { type: c.request.type, byMe: c.request.by === viewerId, at: c.request.at }
      : null,
    createdAt: c.createdAt,
    ...(c.acceptedAt !== undefined ? { acceptedAt: c.acceptedAt } : {}),
    ...(c.endedAt !== undefined ? { endedAt: c.endedAt } : {}),
    ...(c.endReason !== undefined ? { endReason: c.endReason } : {}),
    myRole,
  };
}

export interface RangeQuery {
  range?: RangeName;
  start?: string;
  end?: string;
}

/** [from, to) of a report query: start/end days when both are given, else the named range. */
export function resolveRange(
  q: RangeQuery,
  now: number,
  off: number,
  fallback: RangeName = 'today',
): [number, number] {
  if (q.start !== undefined || q.end !== undefined) {
    const from = q.start !== undefined ? parseLocalDate(q.start, off) : undefined;
    const last = q.end !== undefined ? parseLocalDate(q.end, off) : undefined;
    if (from === undefined || last === undefined || last < from)
      throw new DomainError('invalid_request', 'give both start and end, start first', [
        { in: 'query', field: 'start', message: 'start and end are YYYY-MM-DD, start <= end' },
      ]);
    return [from, last + DAY_MS];
  }
  return rangeWindow(q.range ?? fallback, now, off);
}

/** The page a list query gets when it names none. */
export const FIRST_PAGE = { pageNo: 1, pageSize: 20 } as const;

/** One page of `rows` (pageNo from 1). */
export function paginate<T>(
  rows: readonly T[],
  pageNo: number = FIRST_PAGE.pageNo,
  pageSize: number = FIRST_PAGE.pageSize,
) {
  return paged(
    rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    rows.length,
    pageNo,
    pageSize,
  );
}

/** A page already cut (`list`) out of `total` rows. */
export function paged<T>(list: T[], total: number, pageNo: number, pageSize: number) {
  return { list, pageNo, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
