// What the agent routes share: the caller's downline (refusing a member outside it), the range of
// days a query asks for (in the tenant's agent time zone), the ledger of a range.
import { ApiError } from '../../refusals/api-error.ts';
import type { Member } from '../../records/members.ts';
import type { TenantData } from '../../store/data.ts';
import type { Tenant } from '../../tenancy.ts';
import { zoneOffset } from '../../domain/agents/periods.ts';
import { descendants } from '../../domain/agents/team.ts';
import { resolveRange, type RangeQuery } from '../../domain/agents/views.ts';

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
  return resolveRange(q, now, zoneOffset(tenant.manifest.agent.timeZone), fallback);
}

/** The ledger entries of these members in [from, to). */
export function ledgerIn(
  data: Readonly<TenantData>,
  ids: ReadonlySet<number>,
  from: number,
  to: number,
) {
  return data.ledger.filter((e) => ids.has(e.memberId) && e.at >= from && e.at < to);
}
