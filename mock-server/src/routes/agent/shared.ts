// What the agent routes share: the caller's downline (refusing a member outside it), the range of
// days a query asks for (in the tenant's agent time zone), a page of a report's entries.
import { ApiError } from '../../refusals/api-error.ts';
import type { Member } from '../../records/members.ts';
import type { TenantData } from '../../store/data.ts';
import type { Tenant } from '../../tenancy.ts';
import { zoneOffset } from '../../domain/agents/periods.ts';
import { descendants } from '../../domain/agents/team.ts';
import type { DailyTotals } from '../../domain/agents/daily-totals.ts';
import { FIRST_PAGE, paged, resolveRange, type RangeQuery } from '../../domain/agents/views.ts';

/** The caller's downline (everyone below it), and the one member a query names, if any. */
export function downlineOf(data: Readonly<TenantData>, agent: Member, account?: string) {
  const members = descendants(data, agent.id).map((d) => d.member);
  if (account === undefined) return { members, ids: new Set(members.map((m) => m.id)) };
  const one = members.find((m) => m.account === account);
  if (!one) throw new ApiError(403, 'not_downline', `${account} is not in your downline`);
  return { members: [one], ids: new Set([one.id]) };
}

export function rangeOf(
  tenant: Tenant,
  q: RangeQuery,
  now: number,
  fallback: RangeQuery['range'] = 'today',
) {
  return resolveRange(q, now, zoneOf(tenant), fallback);
}

/** The offset of the tenant's agent time zone, which report days are counted in. */
export function zoneOf(tenant: Tenant): number {
  return zoneOffset(tenant.manifest.agent.timeZone);
}

/**
 * One page of a report's entries from the daily totals, as the query asks for it, and the count
 * and sums over the whole range (for the totals row).
 */
export function dayPage<E extends { id: number; memberId: number; at: number }>(
  days: DailyTotals<E>,
  ids: Iterable<number>,
  from: number,
  to: number,
  kinds: ReadonlySet<string> | undefined,
  q: { pageNo?: number; pageSize?: number },
) {
  const pageNo = q.pageNo ?? FIRST_PAGE.pageNo;
  const pageSize = q.pageSize ?? FIRST_PAGE.pageSize;
  const { list, total, sums } = days.page(ids, from, to, kinds, pageNo, pageSize);
  return { ...paged(list, total, pageNo, pageSize), sums };
}
