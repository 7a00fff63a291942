// The agent's team: the downline tree, registering a downline member, the team overview.
import type { teamOps } from '#schemas/api/agent-team.ts';
import { checkField, ruleMessageKey } from '#schemas/field-rules.ts';
import { ApiError } from '../../refusals/api-error.ts';
import type { RouteModule } from '../../http/bind.ts';
import { fromMinor } from '../../money.ts';
import { balanceOf } from '../../domain/ledger.ts';
import { newReferralCode } from '../../domain/members/service.ts';
import { hashPassword } from '../../security/password.ts';
import { nextId } from '../../store/data.ts';
import { memberTotals } from '../../domain/agents/report-totals.ts';
import { descendants } from '../../domain/agents/team.ts';
import { downlineOf, rangeOf, zoneOf } from './shared.ts';

export const teamRoutes: RouteModule<typeof teamOps> = (deps) => ({
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
    let active = 0;
    const t = { validBet: 0, payout: 0, deposits: 0, withdrawals: 0 };
    for (const m of memberTotals(data, zoneOf(tenant), ids, from, to).values()) {
      if (m.bets > 0) active++;
      t.validBet += m.validBet;
      t.payout += m.payout;
      t.deposits += m.deposits;
      t.withdrawals += m.withdrawals;
    }
    return {
      from,
      to,
      members: members.length,
      newMembers: members.filter((m) => m.createdAt >= from && m.createdAt < to).length,
      activeMembers: active,
      validBet: fromMinor(t.validBet),
      profitLoss: fromMinor(t.payout - t.validBet),
      deposits: fromMinor(t.deposits),
      withdrawals: fromMinor(t.withdrawals),
    };
  },
});
