// The money invariants bench:money checks after every run, on one copy of a tenant's data.
import type { TenantData } from '#mock-server/src/index.ts';

/** What the bench's client saw acknowledged (2xx) during a run. */
export interface Acked {
  transferRefs: string[];
  withdrawalIds: number[];
  betIds: number[];
}

/** Conservation, no negative balance, every change a ledger entry, every acknowledged operation present. */
export function checkInvariants(data: Readonly<TenantData>, acked: Acked): string[] {
  const problems: string[] = [];
  const sums = new Map<number, number>();
  const last = new Map<number, number>();
  const byRef = new Map<string, number>();
  for (const e of data.ledger) {
    sums.set(e.memberId, (sums.get(e.memberId) ?? 0) + e.amount);
    if (e.balanceAfter < 0) problems.push(`ledger ${e.id}: negative balanceAfter`);
    const expected = (last.get(e.memberId) ?? 0) + e.amount;
    if (e.balanceAfter !== expected)
      problems.push(`ledger ${e.id}: balanceAfter ${e.balanceAfter}, expected ${expected}`);
    last.set(e.memberId, e.balanceAfter);
    if ((e.type === 'transfer_in' || e.type === 'transfer_out') && e.ref)
      byRef.set(e.ref, (byRef.get(e.ref) ?? 0) + e.amount);
  }
  for (const [id, bal] of Object.entries(data.balances)) {
    if (bal < 0) problems.push(`member ${id}: negative balance ${bal}`);
    if ((sums.get(Number(id)) ?? 0) !== bal)
      problems.push(`member ${id}: balance ${bal} but ledger sums to ${sums.get(Number(id)) ?? 0}`);
  }
  for (const [id, sum] of sums)
    if ((data.balances[String(id)] ?? 0) !== sum)
      problems.push(`member ${id}: ledger without balance`);
  for (const [ref, sum] of byRef) if (sum !== 0) problems.push(`transfer ${ref}: sums to ${sum}`);
  const refs = new Set(data.ledger.map((e) => e.ref));
  for (const r of acked.transferRefs)
    if (!refs.has(r)) problems.push(`acked transfer ${r} missing`);
  const wids = new Set(data.wallet.withdrawals.map((w) => w.id));
  for (const id of acked.withdrawalIds)
    if (!wids.has(id)) problems.push(`acked withdrawal ${id} missing`);
  // A withdrawal is debited in the write that records it: never one without the other.
  for (const w of data.wallet.withdrawals)
    if (!refs.has(`withdrawal:${w.id}`)) problems.push(`withdrawal ${w.id} without its debit`);
  const bids = new Set(data.games.bets.map((b) => b.id));
  for (const id of acked.betIds) if (!bids.has(id)) problems.push(`acked bet ${id} missing`);
  return problems.slice(0, 20);
}
