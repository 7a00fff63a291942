// Per member, per day (in the tenant's agent time zone), per kind: how many entries, two sums and
// where the entries are, over an append-only collection (the bets, the ledger). The agent reports
// read these instead of the whole history, so a report costs the team's days and the page it
// shows, not every bet ever placed.
//
// The totals are derived from the collection, never written by hand: each read first folds in the
// entries appended since the last one (what writing a bet or a settlement adds), so they cannot
// drift from the data. They are rebuilt from scratch when the collection is not the one they were
// folded from (a reset, a reload, a data folder written by an older version, a write undone after
// a failed commit), which is also how they come to exist after a restart: held beside the data
// rather than in the tenant's files, where every commit would have to rewrite them.
import { startOfDay } from './periods.ts';

/** What a member's entries of one kind on one day add up to. */
export interface Cell {
  /** Number of entries. */
  n: number;
  /** The collection's two sums (bets: stake and payout; ledger: credit and debit). */
  a: number;
  b: number;
  /** Positions of the entries in the collection, in the order they were appended. */
  at: number[];
}

interface Entry {
  id: number;
  memberId: number;
  at: number;
}

export interface Folding<E extends Entry> {
  kindOf(e: E): string;
  sumsOf(e: E): [number, number];
}

/** member id -> day start -> kind -> cell. */
type ByMember = Map<number, Map<number, Map<string, Cell>>>;

export class DailyTotals<E extends Entry> {
  private readonly byMember: ByMember = new Map();
  private done = 0;

  constructor(
    readonly list: readonly E[],
    readonly off: number,
    private readonly folding: Folding<E>,
  ) {}

  /** False when the collection no longer starts with what was folded (undone, reordered). */
  private intact(): boolean {
    if (this.list.length < this.done) return false;
    return this.done === 0 || this.list[this.done - 1]!.id === this.lastId;
  }
  private lastId = 0;

  /** Folds in what was appended since the last call; false when a rebuild is needed. */
  catchUp(): boolean {
    if (!this.intact()) return false;
    for (; this.done < this.list.length; this.done++) {
      const e = this.list[this.done]!;
      const day = startOfDay(e.at, this.off);
      let days = this.byMember.get(e.memberId);
      if (!days) this.byMember.set(e.memberId, (days = new Map()));
      let kinds = days.get(day);
      if (!kinds) days.set(day, (kinds = new Map()));
      const kind = this.folding.kindOf(e);
      let cell = kinds.get(kind);
      if (!cell) kinds.set(kind, (cell = { n: 0, a: 0, b: 0, at: [] }));
      const [a, b] = this.folding.sumsOf(e);
      cell.n++;
      cell.a += a;
      cell.b += b;
      cell.at.push(this.done);
      this.lastId = e.id;
    }
    return true;
  }

  /**
   * Calls `visit` with every cell of these members in [from, to) (day starts in the same zone)
   * of the given kinds (all when undefined).
   */
  private each(
    ids: Iterable<number>,
    from: number,
    to: number,
    kinds: ReadonlySet<string> | undefined,
    visit: (cell: Cell, day: number, kind: string, memberId: number) => void,
  ): void {
    // Plain loops: a report visits every member-day of the team, tens of thousands of cells.
    for (const memberId of ids) {
      const days = this.byMember.get(memberId);
      if (!days) continue;
      for (const [day, byKind] of days) {
        if (day < from || day >= to) continue;
        for (const [kind, cell] of byKind)
          if (!kinds || kinds.has(kind)) visit(cell, day, kind, memberId);
      }
    }
  }

  /** Every cell of these members in [from, to) of the given kinds, with its member and day. */
  cells(
    ids: Iterable<number>,
    from: number,
    to: number,
    kinds?: ReadonlySet<string>,
  ): { memberId: number; day: number; kind: string; cell: Cell }[] {
    const out: { memberId: number; day: number; kind: string; cell: Cell }[] = [];
    this.each(ids, from, to, kinds, (cell, day, kind, memberId) =>
      out.push({ memberId, day, kind, cell }),
    );
    return out;
  }

  /**
   * One page of these members' entries in [from, to), newest first (then highest id), with the
   * count and sums of every entry of the range: only the days the page falls in are read and
   * sorted.
   */
  page(
    ids: Iterable<number>,
    from: number,
    to: number,
    kinds: ReadonlySet<string> | undefined,
    pageNo: number,
    pageSize: number,
  ): { list: E[]; total: number; sums: { n: number; a: number; b: number } } {
    const byDay = new Map<number, Cell[]>();
    const sums = { n: 0, a: 0, b: 0 };
    this.each(ids, from, to, kinds, (cell, day) => {
      const cells = byDay.get(day);
      if (cells) cells.push(cell);
      else byDay.set(day, [cell]);
      sums.n += cell.n;
      sums.a += cell.a;
      sums.b += cell.b;
    });
    const start = (pageNo - 1) * pageSize;
    const end = start + pageSize;
    const list: E[] = [];
    let seen = 0;
    for (const day of [...byDay.keys()].sort((x, y) => y - x)) {
      if (seen >= end) break;
      const cells = byDay.get(day)!;
      const n = cells.reduce((t, c) => t + c.n, 0);
      if (seen + n > start) {
        const entries = cells
          .flatMap((c) => c.at.map((i) => this.list[i]!))
          .sort((x, y) => y.at - x.at || y.id - x.id);
        list.push(...entries.slice(Math.max(0, start - seen), end - seen));
      }
      seen += n;
    }
    return { list, total: sums.n, sums };
  }
}

const cache = new WeakMap<object, DailyTotals<Entry>>();

/** The totals of `list` in the zone `off`, brought up to date. */
export function dailyTotalsOf<E extends Entry>(
  list: readonly E[],
  off: number,
  folding: Folding<E>,
): DailyTotals<E> {
  const known = cache.get(list) as DailyTotals<E> | undefined;
  if (known && known.off === off && known.catchUp()) return known;
  const fresh = new DailyTotals(list, off, folding);
  fresh.catchUp();
  cache.set(list, fresh as unknown as DailyTotals<Entry>);
  return fresh;
}
