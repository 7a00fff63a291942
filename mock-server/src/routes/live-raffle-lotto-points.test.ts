// The §7 calls of live models and chat, the raffle promotion claim, the lottery lobby launch and
// the points reward; each with bad input, role and tenant refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { arrangeBets, uniqueAccount } from '../../testing/arrange.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Model = { modelId: string; name: string; vassalage: string; online: boolean };
const member = (t: string, prefix: string) => server.memberWithToken(t, uniqueAccount(prefix));
const trial = (t: string) => server.memberWithToken(t, uniqueAccount('trial'), { type: 4 });
const models = async (t: string, query = '') =>
  (await server.call<{ list: Model[] }>(t, 'GET', `/lgw/live/models${query}`)).body.value.list;

describe('live models and chat', () => {
  it('lists three models per live vendor of the tenant, one of each on a break', async () => {
    const list = await models('goldcrown');
    expect([...new Set(list.map((m) => m.vassalage))]).toEqual(['EVO', 'PT_LIVE', 'WM']);
    for (const v of ['EVO', 'PT_LIVE', 'WM'])
      expect(list.filter((m) => m.vassalage === v && !m.online)).toHaveLength(1);
    expect((await models('goldcrown', '?vassalage=WM')).every((m) => m.vassalage === 'WM')).toBe(
      true,
    );
    const other = await server.call('goldcrown', 'GET', '/lgw/live/models?vassalage=SEXY');
    expect(other.status).toBe(404);
    expect(other.body.errorCode).toBe('game_not_found');
  });

  it('opens a chat room page with an online model; the chatUrl page greets the member', async () => {
    const { token, member: m } = await member('siam88', 'chat');
    const online = (await models('siam88')).find((x) => x.online)!;
    const r = await server.call<{ chatUrl: string }>(
      'siam88',
      'GET',
      `/lgw/live/chat?modelId=${online.modelId}`,
      { token },
    );
    expect(r.status, r.text).toBe(200);
    expect(r.body.value.chatUrl).toMatch(/^\/demo-game\/live-chat\?t=/);
    const page = await server.call('siam88', 'GET', r.body.value.chatUrl);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain(online.name);
    expect(page.text).toContain(`Hi ${m.account}`);
    // The ticket is the tenant's: another tenant's host does not open it.
    const elsewhere = await server.call('longwan', 'GET', r.body.value.chatUrl);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.text).not.toContain(online.name);
  });

  it('refuses an offline model, an unknown or foreign model, bad input, visitors and trial players', async () => {
    const { token } = await member('siam88', 'chat');
    const offline = (await models('siam88')).find((x) => !x.online)!;
    const off = await server.call('siam88', 'GET', `/lgw/live/chat?modelId=${offline.modelId}`, {
      token,
    });
    expect(off.status).toBe(409);
    expect(off.body.errorCode).toBe('live_model_offline');
    // WM-1 is a goldcrown model: siam88 has no WM vendor.
    const foreign = await server.call('siam88', 'GET', '/lgw/live/chat?modelId=WM-1', { token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorCode).toBe('not_found');
    const missing = await server.call('siam88', 'GET', '/lgw/live/chat', { token });
    expect(missing.status).toBe(400);
    expect(missing.body.errorCode).toBe('invalid_request');
    const visitor = await server.call('siam88', 'GET', '/lgw/live/chat?modelId=EVO-1');
    expect(visitor.status).toBe(401);
    const t = await trial('siam88');
    const tr = await server.call('siam88', 'GET', '/lgw/live/chat?modelId=EVO-1', {
      token: t.token,
    });
    expect(tr.status).toBe(403);
    expect(tr.body.errorCode).toBe('in_need_true_account');
    const bad = await server.call('siam88', 'GET', '/demo-game/live-chat?t=nope-nope-nope-nope');
    expect(bad.status).toBe(401);
  });
});

type Raffle = {
  day: string;
  tickets: number;
  claimed: boolean;
  amount: number;
  prizeTable: number[];
};
type Claim = { day: string; tickets: number; prizes: number[]; amount: number; balance: number };

describe('raffle promotion claim', () => {
  it('draws one prize per ticket, credits their sum through the ledger, once a day', async () => {
    const { token, member: m } = await member('siam88', 'raffle');
    // 250 valid bet today: the free ticket plus 2.
    await arrangeBets(server, 'siam88', [{ memberId: m.id, stake: 250_00, payout: 0 }]);
    const before = await server.call<Raffle>('siam88', 'GET', '/wps/rewards/raffle', { token });
    expect(before.body.value).toMatchObject({ tickets: 3, claimed: false, amount: 0 });
    const balance0 =
      server.lobby.deps.tenants.byCode('siam88')!.store.data.balances[String(m.id)] ?? 0;
    const c = await server.call<Claim>('siam88', 'POST', '/wps/rewards/raffle/claim', {
      token,
      body: { day: before.body.value.day },
    });
    expect(c.status, c.text).toBe(200);
    expect(c.body.value.prizes).toHaveLength(3);
    for (const p of c.body.value.prizes) expect(before.body.value.prizeTable).toContain(p);
    const sum = c.body.value.prizes.reduce((n, p) => n + p, 0);
    expect(c.body.value.amount).toBeCloseTo(sum, 2);
    expect(c.body.value.balance).toBeCloseTo(balance0 / 100 + sum, 2);
    const data = server.lobby.deps.tenants.byCode('siam88')!.store.data;
    expect(
      data.ledger.filter((e) => e.memberId === m.id && e.ref === `raffle:${before.body.value.day}`),
    ).toHaveLength(1);
    const after = await server.call<Raffle>('siam88', 'GET', '/wps/rewards/raffle', { token });
    expect(after.body.value).toMatchObject({ claimed: true, tickets: 3 });
    expect(after.body.value.amount).toBeCloseTo(sum, 2);
    const again = await server.call('siam88', 'POST', '/wps/rewards/raffle/claim', {
      token,
      body: { day: before.body.value.day },
    });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('already_applied');
  });

  it('refuses another day, a malformed body, visitors and trial players, paying nothing', async () => {
    const { token, member: m } = await member('goldcrown', 'raffle');
    const other = await server.call('goldcrown', 'POST', '/wps/rewards/raffle/claim', {
      token,
      body: { day: '2020-01-01' },
    });
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe('raffle_closed');
    for (const body of [{}, { day: 'today' }, { day: '2026-11-02', extra: 1 }]) {
      const r = await server.call('goldcrown', 'POST', '/wps/rewards/raffle/claim', {
        token,
        body,
      });
      expect(r.status).toBe(400);
      expect(r.body.errorCode).toBe('invalid_request');
    }
    const data = server.lobby.deps.tenants.byCode('goldcrown')!.store.data;
    expect(data.ledger.filter((e) => e.memberId === m.id)).toHaveLength(0);
    const visitor = await server.call('goldcrown', 'GET', '/wps/rewards/raffle');
    expect(visitor.status).toBe(401);
    const t = await trial('goldcrown');
    const tr = await server.call('goldcrown', 'GET', '/wps/rewards/raffle', { token: t.token });
    expect(tr.body.errorCode).toBe('in_need_true_account');
    // A token of another tenant is not a session here.
    const foreign = await server.call('longwan', 'GET', '/wps/rewards/raffle', { token });
    expect(foreign.status).toBe(401);
  });
});

type Lobby = { url: string; lottoArea: string; lottoView: string; lottoGameCode?: string };
type Menu = { areas: { area: string; games: { gameCode: string }[] }[] };

describe('lottery lobby launch', () => {
  const lobby = (t: string, token: string, q: string) =>
    server.call<Lobby>(t, 'GET', `/lgw/lotto/lobby?${q}`, { token });
  const gamesOf = async (t: string) =>
    (await server.call<Menu>(t, 'GET', '/lgw/vn/games/game_menu')).body.value.areas;

  it("opens an area's lobby and a game's betting view, each page with the back link", async () => {
    const areas = await gamesOf('siam88');
    const area = areas[0]!;
    const game = area.games[0]!.gameCode;
    const { token } = await member('siam88', 'lotto');
    const l = await lobby(
      'siam88',
      token,
      `lottoArea=${area.area}&launchMode=LOTT&lottoPrizeMode=Normal&lottoView=lobby&device=WEB&backUrl=%2Flottery&language=en`,
    );
    expect(l.status, l.text).toBe(200);
    expect(l.body.value).toMatchObject({ lottoArea: area.area, lottoView: 'lobby' });
    const page = await server.call('siam88', 'GET', l.body.value.url);
    expect(page.status).toBe(200);
    expect(page.text.match(/data-testid="lobby-game"/g)).toHaveLength(area.games.length);
    expect(page.text).toContain('href="/lottery"');
    const b = await lobby(
      'siam88',
      token,
      `lottoArea=${area.area}&launchMode=LOTT&lottoView=betting&lottoGameCode=${game}&backUrl=${encodeURIComponent(`http://siam88.localhost:${server.port}/lottery?x=1`)}`,
    );
    expect(b.status, b.text).toBe(200);
    expect(b.body.value.lottoGameCode).toBe(game);
    const bet = await server.call('siam88', 'GET', b.body.value.url);
    expect(bet.text.match(/data-testid="lobby-game"/g)).toHaveLength(1);
    expect(bet.text).toContain(game);
  });

  it('refuses bad input, a game of another area, an area the tenant lacks, visitors and trial players', async () => {
    const areas = await gamesOf('siam88');
    const area = areas[0]!.area;
    const { token } = await member('siam88', 'lotto');
    const base = `lottoArea=${area}&launchMode=LOTT`;
    const cases: [string, number, string][] = [
      [`${base}&lottoView=betting`, 400, 'invalid_request'],
      [`${base}&lottoView=other`, 400, 'invalid_request'],
      [`lottoArea=XX&launchMode=LOTT&lottoView=lobby`, 400, 'invalid_request'],
      [
        `${base}&lottoView=lobby&backUrl=${encodeURIComponent('https://evil.example/')}`,
        400,
        'invalid_request',
      ],
      [`${base}&lottoView=lobby&backUrl=javascript:alert(1)`, 400, 'invalid_request'],
      [`${base}&lottoView=lobby&backUrl=%2F%2Fevil.example`, 400, 'invalid_request'],
      [`${base}&lottoView=betting&lottoGameCode=NOPE`, 404, 'game_not_found'],
      [`${base}&lottoView=lobby&lottoPrizeMode=%3Cb%3E`, 400, 'invalid_request'],
    ];
    for (const [q, status, key] of cases) {
      const r = await lobby('siam88', token, q);
      expect([q, r.status, r.body.errorCode]).toEqual([q, status, key]);
    }
    const other = areas.find((a) => a.area !== area);
    if (other) {
      const r = await lobby(
        'siam88',
        token,
        `${base}&lottoView=betting&lottoGameCode=${other.games[0]!.gameCode}`,
      );
      expect(r.body.errorCode).toBe('game_not_found');
    }
    // goldcrown enables no lottery area at all, or not this one.
    const gold = await gamesOf('goldcrown');
    const missing = ['LOTT', 'ELOTT', 'VN', 'SEA'].find((a) => !gold.some((g) => g.area === a))!;
    const g = await member('goldcrown', 'lotto');
    const r = await lobby(
      'goldcrown',
      g.token,
      `lottoArea=${missing}&launchMode=LOTT&lottoView=lobby`,
    );
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('feature_disabled');
    expect(
      (await server.call('siam88', 'GET', `/lgw/lotto/lobby?${base}&lottoView=lobby`)).status,
    ).toBe(401);
    const t = await trial('siam88');
    expect((await lobby('siam88', t.token, `${base}&lottoView=lobby`)).body.errorCode).toBe(
      'in_need_true_account',
    );
  });
});

type Reward = {
  today: number;
  total: number;
  byType: { type: string; today: number; total: number }[];
};

describe('points reward', () => {
  it('sums the points bets earned, today and in all, by type', async () => {
    const { token, member: m } = await member('siam88', 'ptsr');
    await arrangeBets(server, 'siam88', [
      { memberId: m.id, stake: 50_000, payout: 0, category: 'LIVE' },
    ]);
    const first = await server.call<Reward>('siam88', 'GET', '/wps/points/reward', { token });
    expect(first.status, first.text).toBe(200);
    const liveEarned = first.body.value.byType.find((x) => x.type === 'live')!.total;
    expect(liveEarned).toBeGreaterThan(0);
    // Two days on (this tenant's clock; the last test of the file), an RNG bet earns today.
    await server.call('siam88', 'POST', '/__test/clock/advance', { body: { ms: 2 * 86_400_000 } });
    await arrangeBets(server, 'siam88', [
      { memberId: m.id, stake: 100_000, payout: 0, category: 'RNG' },
    ]);
    // Sessions last a day: a fresh one.
    const fresh = (await server.memberWithToken('siam88', m.account)).token;
    const r = await server.call<Reward>('siam88', 'GET', '/wps/points/reward', { token: fresh });
    const rng = r.body.value.byType.find((x) => x.type === 'rng')!;
    const live = r.body.value.byType.find((x) => x.type === 'live')!;
    expect(rng.today).toBeGreaterThan(0);
    expect(rng.total).toBe(rng.today);
    expect(live).toMatchObject({ today: 0, total: liveEarned });
    expect(r.body.value.byType.map((x) => x.type)).toEqual([
      'live',
      'lottery',
      'pvp',
      'rng',
      'sports',
      'deposit',
    ]);
    expect(r.body.value.total).toBeCloseTo(rng.total + live.total, 2);
    expect(r.body.value.today).toBeCloseTo(rng.today, 2);
  });

  it('is refused without PTSYS3, to visitors and trial players', async () => {
    const g = await member('goldcrown', 'ptsr');
    const off = await server.call('goldcrown', 'GET', '/wps/points/reward', { token: g.token });
    expect(off.status).toBe(403);
    expect(off.body.errorCode).toBe('feature_disabled');
    expect((await server.call('siam88', 'GET', '/wps/points/reward')).status).toBe(401);
    const t = await trial('siam88');
    const tr = await server.call('siam88', 'GET', '/wps/points/reward', { token: t.token });
    expect(tr.body.errorCode).toBe('in_need_true_account');
  });
});
