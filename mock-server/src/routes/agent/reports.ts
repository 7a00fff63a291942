// The agent's reports over a range of days: team betting, profit and loss per member, the
// agent's own income, account details and bonus records.
import type { reportsOps } from '#schemas/api/agent-reports.ts';
import type { RouteModule } from '../../http/bind.ts';
import { fromMinor } from '../../money.ts';
import type { TenantData } from '../../store/data.ts';
import { betDays, ledgerDays, memberTotals } from '../../domain/agents/report-totals.ts';
import { accountOf, counterpartyOf, paginate } from '../../domain/agents/views.ts';
import type { LedgerEntry } from '../../records/wallet.ts';
import type { Settlement } from '../../records/agents.ts';
import { dayPage, downlineOf, rangeOf, zoneOf } from './shared.ts';

/** A ledger entry as the reports show it, after its id (and the account, where the report has one). */
function ledgerRow(data: Readonly<TenantData>, e: LedgerEntry) {
  return {
    type: e.type,
    amount: fromMinor(e.amount),
    balanceAfter: fromMinor(e.balanceAfter),
    note: e.note ?? '',
    counterparty: counterpartyOf(data, e),
    at: e.at,
  };
}

/** A settlement as the agent's payout records show it: contract, kind, period, base and its own part. */
function settlementRow(data: Readonly<TenantData>, s: Settlement, viewerId: number) {
  const c = data.agents.contracts.find((x) => x.id === s.contractId);
  const payee = s.payeeId === viewerId;
  return {
    id: s.id,
    contractId: s.contractId,
    kind: s.kind,
    ...(s.kind === 'dividend' ? { period: c?.period ?? 'Monthly' } : {}),
    role: payee ? ('payee' as const) : ('payer' as const),
    counterparty: payee
      ? s.payerId === null
        ? 'platform'
        : accountOf(data, s.payerId)
      : accountOf(data, s.payeeId),
    from: s.from,
    to: s.to,
    baseKind: s.kind === 'dividend' ? ('netLoss' as const) : ('validBet' as const),
    base: fromMinor(s.base),
    ...(s.ownBase !== undefined ? { ownBase: fromMinor(s.ownBase) } : {}),
    activeMembers: s.activeMembers,
    rate: s.rate ?? c?.rate ?? 0,
    amount: fromMinor(s.amount),
    paid: fromMinor(s.paid),
    status: s.paid >= s.amount ? ('settled' as const) : ('owed' as const),
  };
}

/**
 * The settlement behind a salary or dividend ledger entry: its payment (ref contract:<key>) or a
 * debt later collected for it (ref debt:<id>).
 */
function settlementsByRef(data: Readonly<TenantData>) {
  const byKey = new Map(data.agents.settlements.map((s) => [s.key, s]));
  const byId = new Map(data.agents.settlements.map((s) => [s.id, s]));
  const debts = new Map(data.agents.debts.map((d) => [d.id, d]));
  return (ref: string | undefined): Settlement | undefined => {
    if (ref?.startsWith('contract:')) return byKey.get(ref.slice('contract:'.length));
    if (ref?.startsWith('debt:')) {
      const d = debts.get(Number(ref.slice('debt:'.length)));
      return d ? byId.get(d.settlementId) : undefined;
    }
    return undefined;
  };
}

export const reportsRoutes: RouteModule<typeof reportsOps> = (deps) => ({
  teamBetting: ({ tenant, member, query }) => {
    const data = tenant.store.data;
    const off = zoneOf(tenant);
    const [from, to] = rangeOf(tenant, query, deps.clock.now());
    const { ids } = downlineOf(data, member, query.account);
    const days = betDays(data, off);
    const kinds = query.category === undefined ? undefined : new Set<string>([query.category]);
    const { sums: t, ...page } = dayPage(days, ids, from, to, kinds, query);
    return {
      ...page,
      list: page.list.map((b) => ({
        id: b.id,
        account: accountOf(data, b.memberId),
        gameCode: b.gameCode,
        gameName: b.gameName,
        vendor: b.vassalage,
        category: b.category,
        stake: fromMinor(b.stake),
        payout: fromMinor(b.payout),
        profitLoss: fromMinor(b.payout - b.stake),
        at: b.at,
      })),
      totals: {
        count: t.n,
        stake: fromMinor(t.a),
        payout: fromMinor(t.b),
        profitLoss: fromMinor(t.b - t.a),
      },
      from,
      to,
    };
  },

  userProfitLoss: ({ tenant, member, query }) => {
    const data = tenant.store.data;
    const [from, to] = rangeOf(tenant, query, deps.clock.now());
    const { members, ids } = downlineOf(data, member, query.account);
    const totals = memberTotals(data, zoneOf(tenant), ids, from, to);
    const rows = members.map((m) => {
      const t = totals.get(m.id);
      return {
        memberId: m.id,
        account: m.account,
        bets: t?.bets ?? 0,
        validBet: t?.validBet ?? 0,
        payout: t?.payout ?? 0,
        profitLoss: (t?.payout ?? 0) - (t?.validBet ?? 0),
        deposits: t?.deposits ?? 0,
        withdrawals: t?.withdrawals ?? 0,
      };
    });
    rows.sort((a, b) => b.validBet - a.validBet || a.memberId - b.memberId);
    const total = (k: 'validBet' | 'payout' | 'profitLoss' | 'deposits' | 'withdrawals') =>
      fromMinor(rows.reduce((s, r) => s + r[k], 0));
    const page = paginate(rows, query.pageNo, query.pageSize);
    return {
      ...page,
      list: page.list.map((r) => ({
        ...r,
        validBet: fromMinor(r.validBet),
        payout: fromMinor(r.payout),
        profitLoss: fromMinor(r.profitLoss),
        deposits: fromMinor(r.deposits),
        withdrawals: fromMinor(r.withdrawals),
      })),
      totals: {
        bets: rows.reduce((s, r) => s + r.bets, 0),
        validBet: total('validBet'),
        payout: total('payout'),
        profitLoss: total('profitLoss'),
        deposits: total('deposits'),
        withdrawals: total('withdrawals'),
      },
      from,
      to,
    };
  },

  myIncome: ({ tenant, member, query }) => {
    const data = tenant.store.data;
    const [from, to] = rangeOf(tenant, query, deps.clock.now(), 'thisMonth');
    const days = ledgerDays(data, zoneOf(tenant));
    const kinds = new Set<string>(query.type ? [query.type] : ['salary', 'dividend']);
    const ids = [member.id];
    const {
      sums: { a: received, b: paid },
      ...page
    } = dayPage(days, ids, from, to, kinds, query);
    const settlementOf = settlementsByRef(data);
    return {
      ...page,
      list: page.list.map((e) => {
        const s = settlementOf(e.ref);
        return {
          id: e.id,
          ...ledgerRow(data, e),
          ...(s ? { settlement: { id: s.id, kind: s.kind } } : {}),
        };
      }),
      totals: {
        received: fromMinor(received),
        paid: fromMinor(paid),
        net: fromMinor(received - paid),
      },
      from,
      to,
    };
  },

  accountDetails: ({ tenant, member, query }) => {
    const data = tenant.store.data;
    const [from, to] = rangeOf(tenant, query, deps.clock.now());
    const { ids } = downlineOf(data, member, query.account);
    const days = ledgerDays(data, zoneOf(tenant));
    const kinds = query.type === undefined ? undefined : new Set<string>([query.type]);
    const {
      sums: { a: credit, b: debit },
      ...page
    } = dayPage(days, ids, from, to, kinds, query);
    return {
      ...page,
      list: page.list.map((e) => ({
        id: e.id,
        account: accountOf(data, e.memberId),
        ...ledgerRow(data, e),
      })),
      totals: { credit: fromMinor(credit), debit: fromMinor(debit) },
      from,
      to,
    };
  },

  payoutRecords: ({ tenant, member, query }) => {
    const data = tenant.store.data;
    const [from, to] = rangeOf(tenant, query, deps.clock.now(), 'thisMonth');
    const rows = data.agents.settlements
      .filter(
        (s) =>
          (s.payeeId === member.id || s.payerId === member.id) &&
          (query.kind === undefined || s.kind === query.kind) &&
          (query.settlementId !== undefined
            ? s.id === query.settlementId
            : // A record belongs to the period it pays for (November's dividend is November's),
              // not to the day it was paid.
              s.from >= from && s.from < to),
      )
      .sort((a, b) => b.from - a.from || b.id - a.id);
    const sum = (role: 'payee' | 'payer', of: (s: Settlement) => number) =>
      fromMinor(
        rows
          .filter((s) => (role === 'payee') === (s.payeeId === member.id))
          .reduce((t, s) => t + of(s), 0),
      );
    const page = paginate(rows, query.pageNo, query.pageSize);
    return {
      ...page,
      list: page.list.map((s) => settlementRow(data, s, member.id)),
      totals: {
        received: sum('payee', (s) => s.paid),
        receivedOwed: sum('payee', (s) => s.amount - s.paid),
        paid: sum('payer', (s) => s.paid),
        paidOwed: sum('payer', (s) => s.amount - s.paid),
      },
      from,
      to,
    };
  },
});
