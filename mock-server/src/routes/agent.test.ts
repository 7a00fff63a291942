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
  list: { account: string; depth: number; parentId: number }[];
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
