// Transaction history and profit/loss of one member, straight from the ledger. Pure.
import { fromMinor, type Minor } from '../../money.ts';
import { dayOf, type DayRange } from './days.ts';
import type { LedgerEntry, LedgerType } from '../../records/wallet.ts';

/** Entries of a member in [from, to), optionally of one type, newest first. */
export function entriesOf(
  ledger: readonly LedgerEntry[],
  memberId: number,
  range: Pick<DayRange, 'from' | 'to'>,
  type?: LedgerType,
): LedgerEntry[] {
  return ledger
    .filter(
      (e) =>
        e.memberId === memberId &&
        e.at >= range.from &&
        e.at < range.to &&
        (type === undefined || e.type === type),
    )
    .sort((a, b) => b.at - a.at || b.id - a.id);
}

interface PlRow {
  bets: number;
  payouts: number;
  net: number;
  deposits: number;
  withdrawals: number;
  bonuses: number;
}

type Bucket = keyof Omit<PlRow, 'net'>;

/** Which column an entry counts in, and with which sign; transfers and adjustments count nowhere. */
const COLUMN: Partial<Record<LedgerType, [Bucket, 1 | -1]>> = {
  bet: ['bets', -1],
  lottery_bet: ['bets', -1],
  payout: ['payouts', 1],
  lottery_payout: ['payouts', 1],
  deposit: ['deposits', 1],
  withdrawal: ['withdrawals', -1],
  withdrawal_refund: ['withdrawals', -1],
  bonus: ['bonuses', 1],
  rebate: ['bonuses', 1],
  salary: ['bonuses', 1],
  dividend: ['bonuses', 1],
};

function toWire(m: Record<Bucket, Minor>): PlRow {
  return {
    bets: fromMinor(m.bets),
    payouts: fromMinor(m.payouts),
    net: fromMinor(m.payouts - m.bets),
    deposits: fromMinor(m.deposits),
    withdrawals: fromMinor(m.withdrawals),
    bonuses: fromMinor(m.bonuses),
  };
}

const zero = (): Record<Bucket, Minor> => ({
  bets: 0,
  payouts: 0,
  deposits: 0,
  withdrawals: 0,
  bonuses: 0,
});

/** One row per day of the range (oldest first) and totals; sums are in minor units, so exact. */
export function profitLoss(
  ledger: readonly LedgerEntry[],
  memberId: number,
  range: DayRange,
  offsetMs: number,
): { rows: (PlRow & { date: string })[]; totals: PlRow } {
  const perDay = new Map(range.days.map((d) => [d, zero()]));
  const totals = zero();
  for (const e of entriesOf(ledger, memberId, range)) {
    const col = COLUMN[e.type];
    if (!col) continue;
    const row = perDay.get(dayOf(e.at, offsetMs));
    if (!row) continue;
    row[col[0]] += col[1] * e.amount;
    totals[col[0]] += col[1] * e.amount;
  }
  return {
    rows: range.days.map((date) => ({ date, ...toWire(perDay.get(date) ?? zero()) })),
    totals: toWire(totals),
  };
}
