// What the rewards routes share: the tenant's day (in its agent time zone), a masked account,
// the answer of a claim that credits money.
import { balanceOf } from '../../domain/ledger.ts';
import { startOfDay, zoneOffset, DAY_MS } from '../../domain/agents/periods.ts';
import { fromMinor } from '../../money.ts';
import type { TenantData } from '../../store/data.ts';
import type { Tenant } from '../../tenancy.ts';

export function today(tenant: Tenant, now: number): [number, number, string] {
  const off = zoneOffset(tenant.manifest.agent.timeZone);
  const start = startOfDay(now, off);
  return [start, start + DAY_MS, new Date(start + off).toISOString().slice(0, 10)];
}

export function credited(d: TenantData, memberId: number, amount: number) {
  return { amount: fromMinor(amount), balance: fromMinor(balanceOf(d, memberId)) };
}
