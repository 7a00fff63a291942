// The agent's team: its members a page at a time, registering a downline member, the overview.
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
import { paginate } from '../../domain/agents/views.ts';
import { descendants } from '../../domain/agents/team.ts';
import { downlineOf, rangeOf, zoneOf } from './shared.ts';
import { welcomeMember } from '../../domain/content/welcome.ts';

export const teamRoutes: RouteModule<typeof teamOps> = (deps) => ({
  downlineTree: ({ tenant, member, query }) => {
    const data = tenant.store.data;
    const team = descendants(data, member.id);
    const parentId = query.parentId ?? member.id;
    if (parentId !== member.id && !team.some((d) => d.member.id === parentId))
      throw new ApiError(403, 'not_downline', `${parentId} is not in your downline`);
    // direct: the members whose upline is parentId; team: everyone below it (null: the caller's
    // whole team, which is every member listed).
    const below =
      query.scope !== 'team'
        ? undefined
        : parentId === member.id
          ? null
          : new Set(descendants(data, parentId).map((d) => d.member.id));
    const needle = query.account?.toLowerCase();
    const shown = team.filter(
      (d) =>
        (below === undefined
          ? d.member.parentId === parentId
          : (below?.has(d.member.id) ?? true)) &&
        (!needle || d.member.account.toLowerCase().includes(needle)),
    );
    const page = paginate(shown, query.pageNo, query.pageSize);
    // Only the page's members are looked up: a team of thousands costs the rows shown.
    const onPage = new Set(page.list.map((d) => d.member.id));
    const direct = new Map<number, number>();
    for (const d of team)
      if (d.member.parentId !== undefined && onPage.has(d.member.parentId))
        direct.set(d.member.parentId, (direct.get(d.member.parentId) ?? 0) + 1);
    const held = (id: number) =>
      data.agents.contracts
        .filter((c) => c.downlineId === id && (c.status === 'active' || c.status === 'pending'))
        .map((c) => ({ id: c.id, kind: c.kind, rate: c.rate, status: c.status }));
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
      ...page,
      list: page.list.map(({ member: m, depth }) => ({
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
        contracts: held(m.id),
      })),
      teamSize: team.length,
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
      const nickname = body.nickname || body.account;
      d.members.push({
        id,
        account: body.account,
        nickname,
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
      welcomeMember(d, { id, nickname }, tenant.manifest, now);
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
