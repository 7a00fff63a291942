// Settles every lottery bet whose draw has closed: once, in one store write per tenant run.
// Idempotent: a settled bet is no longer pending, so running again pays nothing.
import type { Deps } from '../../deps.ts';
import { registerJob } from '../../jobs.ts';
import { nextId, type TenantData } from '../../store/data.ts';
import type { Tenant } from '../../tenancy.ts';
import { post } from '../ledger.ts';
import { resultOf, winningsOf } from './draws.ts';

/** Settles the pending bets of `draft` whose draw closed at or before `now`; returns how many. */
export function settleDue(draft: TenantData, tenantCode: string, now: number): number {
  let settled = 0;
  for (const bet of draft.lottery.bets) {
    if (bet.status !== 'pending' || bet.closesAt > now) continue;
    const result = resultOf(tenantCode, bet.gameCode, bet.drawId);
    const payout = winningsOf(bet.numbers, bet.stake, result);
    if (payout > 0)
      post(draft, {
        memberId: bet.memberId,
        amount: payout,
        type: 'lottery_payout',
        at: bet.closesAt,
        ref: `lottery-bet:${bet.id}`,
      });
    bet.status = payout > 0 ? 'won' : 'lost';
    bet.result = result;
    bet.payout = payout;
    bet.settledAt = now;
    // Every settled bet also lands in the bets all reports read (records/games.ts).
    draft.games.bets.push({
      id: nextId(draft),
      memberId: bet.memberId,
      gameCode: bet.gameCode,
      gameName: bet.gameName,
      vassalage: bet.vassalage,
      category: bet.category,
      stake: bet.total,
      payout,
      at: bet.closesAt,
      source: 'lottery',
    });
    settled++;
  }
  return settled;
}

async function settleTenant(tenant: Tenant, deps: Pick<Deps, 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const due = tenant.store.data.lottery.bets.some(
    (b) => b.status === 'pending' && b.closesAt <= now,
  );
  if (!due) return 0;
  return tenant.store.write((draft) => settleDue(draft, tenant.code, now));
}

registerJob('lottery-settle', async (tenant, deps) => {
  await settleTenant(tenant, deps);
});
