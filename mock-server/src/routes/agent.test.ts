import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { arrangeBets, arrangeMember, uniqueAccount } from '../../testing/arrange.ts';

const T = 'siam88';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Tree = {
  self: { frozen: boolean };
  list: { account: string; depth: number; parentId: number; directCount: number }[];
};

describe('team', () => {
  it("registers a direct downline with the tenant's rules and shows it in the tree", async () => {
    const agent = await arrangeMember(server, T, 'ag', { type: 1 });
    const bad = await server.call<{ field: string; message: string }[]>(
      T,
      'POST',
      '/wps/agent/team/register',
      {
        token: agent.token,
        body: { account: '1abc', password: 'Passw0rd!', confirmPassword: 'Passw0rd!' },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.value[0]).toMatchObject({ field: 'account', message: 'reg_pattern_0' });
    const differ = await server.call(T, 'POST', '/wps/agent/team/register', {
      token: agent.token,
      body: { account: uniqueAccount('dl'), password: 'Passw0rd!', confirmPassword: 'Passw0rd?' },
    });
    expect(differ.body.errorCode).toBe('inconsistent_twice');
    const account = uniqueAccount('dl');
    const ok = await server.call<{ parentId: number }>(T, 'POST', '/wps/agent/team/register', {
      token: agent.token,
      body: { account, password: 'Passw0rd!', confirmPassword: 'Passw0rd!', accountType: 'agent' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.value.parentId).toBe(agent.member.id);
    const taken = await server.call(T, 'POST', '/wps/agent/team/register', {
      token: agent.token,
      body: { account, password: 'Passw0rd!', confirmPassword: 'Passw0rd!' },
    });
    expect(taken.body.errorCode).toBe('username_taken');
    const tree = await server.call<Tree>(T, 'GET', `/wps/agent/team/tree?account=${account}`, {
      token: agent.token,
    });
    expect(tree.body.value.list).toEqual([
      expect.objectContaining({ account, depth: 1, parentId: agent.member.id }),
    ]);
  });

  it('lists a big team a page at a time, opens a member onto its own downline and searches', async () => {
    const agent = await arrangeMember(server, T, 'ag', { type: 1 });
    // 45 direct members (the first an agent with 30 of its own).
    const direct: string[] = [];
    const sub = await server.memberWithToken(T, uniqueAccount('sub'), {
      type: 2,
      parentId: agent.member.id,
    });
    direct.push(sub.member.account);
    for (let i = 1; i < 45; i++)
      direct.push(
        (await arrangeMember(server, T, 'dm', { parentId: agent.member.id })).member.account,
      );
    const nested: string[] = [];
    for (let i = 0; i < 30; i++)
      nested.push(
        (await arrangeMember(server, T, 'nm', { parentId: sub.member.id })).member.account,
      );
    type Page = Tree & { pageNo: number; total: number; totalPages: number; teamSize: number };
    const tree = async (q: string) =>
      server.call<Page>(T, 'GET', `/wps/agent/team/tree?${q}`, { token: agent.token });

    const first = (await tree('')).body.value;
    expect(first).toMatchObject({ pageNo: 1, total: 45, totalPages: 3, teamSize: 75 });
    expect(first.list.map((m) => m.account)).toEqual(direct.slice(0, 20));
    expect(first.list[0]).toMatchObject({ directCount: 30 });
    expect((await tree('pageNo=3')).body.value.list.map((m) => m.account)).toEqual(
      direct.slice(40),
    );

    const opened = (await tree(`parentId=${sub.member.id}&pageSize=25&pageNo=2`)).body.value;
    expect(opened).toMatchObject({ total: 30, totalPages: 2 });
    expect(opened.list.map((m) => m.account)).toEqual(nested.slice(25));
    expect(opened.list[0]).toMatchObject({ depth: 2, parentId: sub.member.id });

    // A search of the whole team finds a nested member by part of its account, in any case; the
    // picker's search (direct downline only) does not.
    const needle = nested[7]!.slice(2).toUpperCase();
    expect(
      (await tree(`scope=team&account=${needle}`)).body.value.list.map((m) => m.account),
    ).toEqual([nested[7]]);
    expect((await tree(`account=${needle}`)).body.value.list).toEqual([]);

    // A member outside the team cannot be opened.
    const outsider = await arrangeMember(server, T, 'mo');
    const refused = await tree(`parentId=${outsider.member.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('not_downline');
  });

  it('reports team figures whose totals equal the sum of their rows', async () => {
    const agent = await arrangeMember(server, T, 'ag', { type: 1 });
    const a = await arrangeMember(server, T, 'ma', { parentId: agent.member.id });
    const b = await arrangeMember(server, T, 'mb', { type: 2, parentId: agent.member.id });
    const c = await arrangeMember(server, T, 'mc', { parentId: b.member.id });
    const outsider = await arrangeMember(server, T, 'mo');
    await arrangeBets(server, T, [
      { memberId: a.member.id, stake: 10_000, payout: 0 },
      { memberId: c.member.id, stake: 20_000, payout: 50_000, category: 'LIVE' },
      { memberId: c.member.id, stake: 5_000, payout: 0 },
      { memberId: outsider.member.id, stake: 99_000, payout: 0 },
    ]);
    const overview = await server.call<Record<string, number>>(
      T,
      'GET',
      '/wps/agent/team/overview?range=today',
      {
        token: agent.token,
      },
    );
    expect(overview.body.value).toMatchObject({
      members: 3,
      activeMembers: 2,
      validBet: 350,
      profitLoss: 150,
    });
    const bets = await server.call<{
      list: { stake: number; payout: number; gameName: string }[];
      total: number;
      totals: { count: number; stake: number; payout: number };
    }>(T, 'GET', '/wps/agent/team/bets?pageSize=2', { token: agent.token });
    expect(bets.body.value.total).toBe(3);
    expect(bets.body.value.list).toHaveLength(2);
    // The game's name is there to show instead of its code.
    expect(bets.body.value.list[0]!.gameName).toBe('Demo slot');
    expect(bets.body.value.totals).toMatchObject({ count: 3, stake: 350, payout: 500 });
    const pl = await server.call<{
      list: { account: string; validBet: number; profitLoss: number }[];
      totals: { validBet: number; profitLoss: number };
    }>(T, 'GET', '/wps/agent/team/profitLoss', { token: agent.token });
    const rows = pl.body.value.list;
    expect(rows.reduce((s, r) => s + r.validBet, 0)).toBe(pl.body.value.totals.validBet);
    expect(rows.reduce((s, r) => s + r.profitLoss, 0)).toBe(pl.body.value.totals.profitLoss);
    expect(rows.map((r) => r.account)).not.toContain(outsider.member.account);
    const one = await server.call<{ totals: { count: number } }>(
      T,
      'GET',
      `/wps/agent/team/bets?account=${c.member.account}`,
      {
        token: agent.token,
      },
    );
    expect(one.body.value.totals.count).toBe(2);
    const range = await server.call(
      T,
      'GET',
      '/wps/agent/team/overview?start=2026-11-05&end=2026-11-01',
      {
        token: agent.token,
      },
    );
    expect(range.body.errorCode).toBe('invalid_request');
  });
});
