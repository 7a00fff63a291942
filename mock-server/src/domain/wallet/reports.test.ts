import { describe, expect, it } from 'vitest';
import { dayRange } from './days.ts';
import { entriesOf, profitLoss } from './reports.ts';
import type { LedgerEntry, LedgerType } from '../../records/wallet.ts';

const H = 3600 * 1000;
const now = Date.UTC(2026, 10, 2, 4, 0);
let id = 0;
const e = (memberId: number, type: LedgerType, amount: number, at: number): LedgerEntry => ({
  id: ++id,
  memberId,
  type,
  amount,
  balanceAfter: 0,
  at,
});

describe('reports', () => {
  const ledger = [
    e(1, 'deposit', 10_000, now - 30 * H),
    e(1, 'bet', -1_000, now - 2 * H),
    e(1, 'payout', 2_500, now - H),
    e(2, 'bet', -9_999, now - H),
    e(1, 'transfer_out', -500, now - H),
    e(1, 'withdrawal', -3_000, now - 100 * 24 * H),
  ];

  it('history holds one member’s entries in the range, newest first', () => {
    const r = dayRange({}, now, 7 * H);
    expect(entriesOf(ledger, 1, r).map((x) => x.type)).toEqual([
      'transfer_out', // same time as the payout: the later entry first
      'payout',
      'bet',
      'deposit',
    ]);
    expect(entriesOf(ledger, 1, r, 'bet')).toHaveLength(1);
  });

  it('profit/loss splits by day of the zone; transfers count nowhere', () => {
    const r = dayRange({}, now, 7 * H);
    const pl = profitLoss(ledger, 1, r, 7 * H);
    expect(pl.totals).toEqual({
      bets: 10,
      payouts: 25,
      net: 15,
      deposits: 100,
      withdrawals: 0,
      bonuses: 0,
    });
    const active = pl.rows.filter((row) => row.bets || row.deposits);
    expect(active.map((row) => row.date)).toEqual(['2026-11-01', '2026-11-02']);
  });
});
