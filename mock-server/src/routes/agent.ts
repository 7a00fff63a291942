// The agent centre's team pages and reports. bind.ts lets only agents in (error_not_agent); every
// handler reads or changes the caller's own downline only (not_downline otherwise).
import type { agentOps } from '#schemas/api/agent.ts';
import { checkField, ruleMessageKey } from '#schemas/field-rules.ts';
import { ApiError } from '../http/api-error.ts';
import type { RouteModule } from '../http/bind.ts';
import { fromMinor } from '../money.ts';
import { balanceOf } from '../domain/ledger.ts';
import { newReferralCode } from '../domain/members/service.ts';
import type { Member } from '../domain/members/types.ts';
import { hashPassword } from '../security/password.ts';
import { nextId, type TenantData } from '../store/data.ts';
import type { Tenant } from '../tenancy.ts';
import { zoneOffset } from '../domain/agents/periods.ts';
import { betsOf, totalsOf } from '../domain/agents/team-bets.ts';
import { descendants } from '../domain/agents/team.ts';
import {
  accountOf,
  counterpartyOf,
  paginate,
  resolveRange,
  type RangeQuery,
} from '../domain/agents/views.ts';

/** The caller's downline (everyone below it), and the one member a query names, if any. */
function downlineOf(data: Readonly<TenantData>, agent: Member, account?: string) {
  const members = descendants(data, agent.id).map((d) => d.member);
  if (account === undefined) return { members, ids: new Set(members.map((m) => m.id)) };
  const one = members.find((m) => m.account === account);
  if (!one) throw new ApiError(403, 'not_downline', `${account} is not in your downline`);
  return { members: [one], ids: new Set([one.id]) };
}

function rangeOf(
  tenant: Tenant,
  q: RangeQuery,
  now: number,
  fallback: RangeQuery['range'] = 'today',
) {
  return resolveRange(q, now, zoneOffset(tenant.manifest.agent.timeZone), fallback);
}

function ledgerIn(data: Readonly<TenantData>, ids: ReadonlySet<number>, from: number, to: number) {
  return data.ledger.filter((e) => ids.has(e.memberId) && e.at >= from && e.at < to);
}

export const agentRoutes: RouteModule<typeof agentOps> = (deps) => ({
  downlineTree: ({ tenant, member, query }) => {
    const data = tenant.store.data;
    const all = descendants(data, member.id);
    let shown = all;
    if (query.account) {
      const needle = query.account.toLowerCase();
      const byId = new Map(all.map((d) => [d.member.id, d]));
      const keep = new Set<number>();
      for (const d of all) {
        if (!d.member.account.toLowerCase().includes(needle)) continue;
        for (let cur: typeof d | undefined = d; cur && !keep.has(cur.member.id);) {
          keep.add(cur.member.id);
          cur = cur.member.parentId === undefined ? undefined : byId.get(cur.member.parentId);
        }
      }
      shown = all.filter((d) => keep.has(d.member.id));
    }
    const direct = new Map<number, number>();
    for (const d of all)
      if (d.member.parentId !== undefined)
        direct.set(d.member.parentId, (direct.get(d.member.parentId) ?? 0) + 1);
    const owed = data.agents.debts
      .filter((d) => d.debtorId === member.id && d.clearedAt === undefined)
      .reduce((sum, d) => sum + d.owed, 0);
    return {
      self: {
        id: member.id,
        account: member.account,
        nickname: member.nickname,
        balance: fromMinor(balanceOf(data, member.id)),
        frozen: member.frozen,
        owed: fromMinor(owed),
      },
      list: shown.map(({ member: m, depth }) => ({
        id: m.id,
        account: m.account,
        nickname: m.nickname,
        type: m.type,
        parentId: m.parentId ?? member.id,
        depth,
        balance: fromMinor(balanceOf(data, m.id)),
        frozen: m.frozen,
        createdAt: m.createdAt,
        directCount: direct.get(m.id) ?? 0,
        contracts: data.agents.contracts
          .filter((c) => c.downlineId === m.id && (c.status === 'active' || c.status === 'pending'))
          .map((c) => ({ id: c.id, kind: c.kind, rate: c.rate, status: c.status })),
      })),
    };
  },

  registerDownline: async ({ tenant, member, body }) => {
    const fields = tenant.manifest.registration.fields;
    const problems: { in: string; field: string; message: string; min?: number; max?: number }[] =
      [];
    for (const [field, value] of [
      ['username', body.account],
      ['password', body.password],
    ] as const) {
      const rule = fields[field];
      if (!rule) continue;
      const check = checkField({ ...rule, enabled: true, required: true }, value);
      if (check.ok) continue;
      problems.push({
        in: 'body',
        field: field === 'username' ? 'account' : 'password',
        message: check.reason === 'required' ? 'not_empty' : ruleMessageKey(check.patternId),
        ...(check.reason === 'pattern' && check.min !== undefined ? { min: check.min } : {}),
        ...(check.reason === 'pattern' && check.max !== undefined ? { max: check.max } : {}),
      });
    }
    if (problems.length > 0)
      throw new ApiError(400, 'invalid_request', problems[0]?.message, problems);
    if (body.password !== body.confirmPassword)
      throw new ApiError(400, 'inconsistent_twice', 'passwords differ');
    const now = deps.clock.now();
    const type = body.accountType === 'agent' ? 2 : 0;
    const passwordHash = await hashPassword(body.password, deps.passwordCost);
    return tenant.store.write((d) => {
      if (d.members.some((m) => m.account.toLowerCase() === body.account.toLowerCase()))
        throw new ApiError(409, 'username_taken', 'this account exists');
      const id = nextId(d);
      d.members.push({
        id,
        account: body.account,
        nickname: body.nickname || body.account,
        type,
        passwordHash,
        passwordChangedAt: now,
        passwordIsDefault: false,
        profile: {},
        parentId: member.id,
        referralCode: newReferralCode(d),
        createdAt: now,
        knownIps: [],
        frozen: false,
      });
      return { id, account: body.account, type, parentId: member.id };
    });
  },

  teamOverview: ({ tenant, member, query }) => {
    const data = tenant.store.data;
    const [from, to] = rangeOf(tenant, query, deps.clock.now());
    const { members, ids } = downlineOf(data, member);
    const t = totalsOf(betsOf(data, ids, from, to));
    const entries = ledgerIn(data, ids, from, to);
    const sum = (type: string) =>
      entries.filter((e) => e.type === type).reduce((s, e) => s + Math.abs(e.amount), 0);
    return {
      from,
      to,
      members: members.length,
      newMembers: members.filter((m) => m.createdAt >= from && m.createdAt < to).length,
      activeMembers: t.activeMembers,
      validBet: fromMinor(t.validBet),
      profitLoss: fromMinor(t.profitLoss),
      deposits: fromMinor(sum('deposit')),
      withdrawals: fromMinor(sum('withdrawal') - sum('withdrawal_refund')),
    };
  },

  teamBetting: ({ tenant, member, query }) => {
    const data = tenant.store.data;
    const [from, to] = rangeOf(tenant, query, deps.clock.now());
    const { ids } = downlineOf(data, member, query.account);
    const bets = betsOf(data, ids, from, to)
      .filter((b) => query.category === undefined || b.category === query.category)
      .sort((a, b) => b.at - a.at || b.id - a.id);
    const t = totalsOf(bets);
    const page = paginate(bets, query.pageNo, query.pageSize);
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
        count: t.count,
        stake: fromMinor(t.validBet),
        payout: fromMinor(t.payout),
        profitLoss: fromMinor(t.profitLoss),
      },
      from,
      to,
    };
  },

  userProfitLoss: ({ tenant, member, query }) => {
    const data = tenant.store.data;
    const [from, to] = rangeOf(tenant, query, deps.clock.now());
    const { members, ids } = downlineOf(data, member, query.account);
    const bets = betsOf(data, ids, from, to);
    const entries = ledgerIn(data, ids, from, to);
    const rows = members.map((m) => {
      const t = totalsOf(bets.filter((b) => b.memberId === m.id));
      const mine = entries.filter((e) => e.memberId === m.id);
      const sum = (type: string) =>
        mine.filter((e) => e.type === type).reduce((s, e) => s + Math.abs(e.amount), 0);
      return {
        memberId: m.id,
        account: m.account,
        bets: t.count,
        validBet: t.validBet,
        payout: t.payout,
        profitLoss: t.profitLoss,
        deposits: sum('deposit'),
        withdrawals: sum('withdrawal') - sum('withdrawal_refund'),
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
    const rows = ledgerIn(data, new Set([member.id]), from, to)
      .filter((e) =>
        query.type ? e.type === query.type : e.type === 'salary' || e.type === 'dividend',
      )
      .sort((a, b) => b.at - a.at || b.id - a.id);
    const received = rows.filter((e) => e.amount > 0).reduce((s, e) => s + e.amount, 0);
    const paid = rows.filter((e) => e.amount < 0).reduce((s, e) => s - e.amount, 0);
    const page = paginate(rows, query.pageNo, query.pageSize);
    return {
      ...page,
      list: page.list.map((e) => ({
        id: e.id,
        type: e.type,
        amount: fromMinor(e.amount),
        balanceAfter: fromMinor(e.balanceAfter),
        note: e.note ?? '',
        counterparty: counterpartyOf(data, e),
        at: e.at,
      })),
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
    const rows = ledgerIn(data, ids, from, to)
      .filter((e) => query.type === undefined || e.type === query.type)
      .sort((a, b) => b.at - a.at || b.id - a.id);
    const page = paginate(rows, query.pageNo, query.pageSize);
    return {
      ...page,
      list: page.list.map((e) => ({
        id: e.id,
        account: accountOf(data, e.memberId),
        type: e.type,
        amount: fromMinor(e.amount),
        balanceAfter: fromMinor(e.balanceAfter),
        note: e.note ?? '',
        counterparty: counterpartyOf(data, e),
        at: e.at,
      })),
      totals: {
        credit: fromMinor(rows.filter((e) => e.amount > 0).reduce((s, e) => s + e.amount, 0)),
        debit: fromMinor(rows.filter((e) => e.amount < 0).reduce((s, e) => s - e.amount, 0)),
      },
      from,
      to,
    };
  },

  bonusRecords: ({ tenant, member, query }) => {
    const data = tenant.store.data;
    const [from, to] = rangeOf(tenant, query, deps.clock.now(), 'thisMonth');
    const rows = data.agents.settlements
      .filter(
        (s) =>
          s.kind === 'dividend' &&
          (s.payeeId === member.id || s.payerId === member.id) &&
          // A record belongs to the period it pays for (November's dividend is November's),
          // not to the day it was paid.
          s.from >= from &&
          s.from < to,
      )
      .sort((a, b) => b.from - a.from || b.id - a.id);
    const page = paginate(rows, query.pageNo, query.pageSize);
    return {
      ...page,
      list: page.list.map((s) => {
        const received = s.payeeId === member.id;
        const rate = data.agents.contracts.find((c) => c.id === s.contractId)?.rate ?? 0;
        return {
          id: s.id,
          contractId: s.contractId,
          role: received ? ('received' as const) : ('paid' as const),
          counterparty: received
            ? s.payerId === null
              ? 'platform'
              : accountOf(data, s.payerId)
            : accountOf(data, s.payeeId),
          from: s.from,
          to: s.to,
          base: fromMinor(s.base),
          rate,
          amount: fromMinor(s.amount),
          paid: fromMinor(s.paid),
          status: s.paid >= s.amount ? ('paid' as const) : ('unpaid' as const),
        };
      }),
      totals: {
        amount: fromMinor(rows.reduce((s, r) => s + r.amount, 0)),
        paid: fromMinor(rows.reduce((s, r) => s + r.paid, 0)),
      },
      from,
      to,
    };
  },
});
