import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_INDEX_FLAG, gameSearchText, normaliseKeyword } from '#schemas/api/games.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

interface Game {
  gameCode: string;
  nodeId: number;
  vassalage: string;
  vendorLabel: string;
  gameType: string;
  isGame: boolean;
  isHot: number;
  isNew: boolean;
  maintenance: boolean;
  gameName: string;
}
interface GameIndex {
  total: number;
  vendors: { vassalage: string; label: string }[];
  gameTypes: string[];
  icons: { icon: string; large: string; small: string };
  games: {
    gameId: number[];
    nodeId: number[];
    gameCode: string[];
    name: string[];
    vendor: number[];
    gameType: number[];
    flags: number[];
  };
}
interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
interface Launch {
  type: string;
  url?: string;
  route?: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = async (tenant: string, query: string, token?: string) =>
  (await server.call<Page<Game>>(tenant, 'GET', `/lgw/games/list?${query}`, token ? { token } : {}))
    .body.value;

const dataFile = (code: string) => server.lobby.deps.tenants.byCode(code)!.store.data;

describe('catalogue views', () => {
  it('game menus regroup categories per tenant and label BTI', async () => {
    const siam = await server.call<{
      categories: { gameCategory: string; vendors: { vassalage: string; title: string }[] }[];
    }>('siam88', 'GET', '/lgw/games/game_menus');
    expect(siam.status).toBe(200);
    const cats = siam.body.value.categories.map((c) => c.gameCategory);
    expect(cats).toEqual([
      'LIVE',
      'RNG',
      'INHOUSE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'LOTT',
      'ELOTT',
    ]);
    const sports = siam.body.value.categories.find((c) => c.gameCategory === 'SPORTS');
    expect(sports?.vendors.map((v) => v.title)).toEqual(['SABA Sports', 'SBK Sports']);
    const gold = await server.call<{ categories: { gameCategory: string }[] }>(
      'goldcrown',
      'GET',
      '/lgw/games/game_menus',
    );
    expect(gold.body.value.categories.map((c) => c.gameCategory)).toEqual([
      'LIVE',
      'RNG',
      'INHOUSE',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'BGS',
    ]);
  });

  it('names every vendor and vendor card, never by its code (in-house ones after the tenant)', async () => {
    type Card = { vassalage: string; title: string; cards: { gameName: string }[] };
    const siam = await server.call<{ categories: { gameCategory: string; vendors: Card[] }[] }>(
      'siam88',
      'GET',
      '/lgw/games/game_menus',
    );
    const vendors = siam.body.value.categories.flatMap((c) => c.vendors);
    // A code with an underscore is a code; a one-word brand (JILI, JDB) is its own name.
    for (const v of vendors) {
      expect(v.title).not.toContain('_');
      for (const c of v.cards) expect(c.gameName).toBe(v.title);
    }
    const byCode = new Map(vendors.map((v) => [v.vassalage, v.title]));
    expect(byCode.get('JILI_FISH')).toBe('JILI Fishing');
    expect(byCode.get('TCG_LOTTO_VN')).toBe('TCG Vietnam Lottery');
    expect(byCode.get('INHOUSE_SLOT')).toBe('Siam88 Slots');
  });

  it('pages by 20 and filters by vendor; a vendor the tenant lacks gives nothing', async () => {
    const p1 = await list('siam88', 'gameType=RNG&vassalage=PG');
    expect(p1.list).toHaveLength(20);
    expect(p1.pageSize).toBe(20);
    expect(p1.total).toBeGreaterThan(500);
    expect(p1.list.every((g) => g.vassalage === 'PG' && g.isGame)).toBe(true);
    const p2 = await list('siam88', 'gameType=RNG&vassalage=PG&pageNo=2');
    expect(p2.list[0]?.gameCode).not.toBe(p1.list[0]?.gameCode);
    expect((await list('siam88', 'vassalage=CQ9')).total).toBe(0);
    expect((await list('goldcrown', 'vassalage=CQ9')).total).toBeGreaterThan(0);
  });

  it('filters HOT and NEW, sub-types and keywords', async () => {
    const hot = await list('siam88', 'filter=HOT&pageSize=100');
    expect(hot.total).toBeGreaterThan(0);
    expect(hot.list.every((g) => g.isHot === 1)).toBe(true);
    const fresh = await list('siam88', 'filter=NEW&gameType=RNG');
    expect(fresh.list.every((g) => g.isNew)).toBe(true);
    const jp = await list('siam88', 'subType=JP&gameType=RNG');
    expect(jp.total).toBeGreaterThan(0);
    const found = await list('siam88', 'keyword=DRAGON&pageSize=50');
    expect(found.total).toBeGreaterThan(0);
    expect(found.list.every((g) => /dragon/i.test(g.gameName + g.gameCode))).toBe(true);
    const bad = await server.call('siam88', 'GET', '/lgw/games/list?filter=SOME');
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('invalid_request');
  });

  it('the game index holds every listed game in list order, and a keyword over it finds what gameList finds', async () => {
    const all = async (query: string) => {
      const out: Game[] = [];
      for (let pageNo = 1; ; pageNo++) {
        const p = await list('longwan', `${query}&pageNo=${pageNo}&pageSize=100`);
        out.push(...p.list);
        if (pageNo >= p.totalPages) return out;
      }
    };
    const res = await server.call<GameIndex>('longwan', 'GET', '/lgw/games/index');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const index = res.body.value;
    const cols = index.games;
    expect(cols.gameCode).toHaveLength(index.total);
    for (const column of Object.values(cols)) expect(column).toHaveLength(index.total);
    const rows = cols.gameCode.map((gameCode, i) => ({
      gameCode,
      name: cols.name[i]!,
      vassalage: index.vendors[cols.vendor[i]!]!.vassalage,
      label: index.vendors[cols.vendor[i]!]!.label,
      gameType: index.gameTypes[cols.gameType[i]!]!,
      flags: cols.flags[i]!,
      nodeId: cols.nodeId[i]!,
    }));

    const rng = (await all('gameType=RNG')).filter((g) => g.isGame);
    expect(rng.length).toBeGreaterThan(1000);
    const indexed = rows.filter((r) => r.gameType === 'RNG');
    expect(indexed.map((r) => r.gameCode)).toEqual(rng.map((g) => g.gameCode));
    const sample = rng[123]!;
    const row = indexed[123]!;
    expect(row).toMatchObject({
      name: sample.gameName,
      vassalage: sample.vassalage,
      label: sample.vendorLabel,
      nodeId: sample.nodeId,
    });
    expect(Boolean(row.flags & GAME_INDEX_FLAG.hot)).toBe(sample.isHot === 1);
    expect(index.icons.icon.replace('{gameCode}', encodeURIComponent(sample.gameCode))).toBe(
      (sample as Game & { iconUrl: string }).iconUrl,
    );

    for (const keyword of ['dra', ' Gold ', 'PG_00', 'zz-no-such']) {
      const found = await all(`gameType=RNG&keyword=${encodeURIComponent(keyword)}`);
      const k = normaliseKeyword(keyword);
      const local = indexed.filter((r) =>
        gameSearchText({ gameName: r.name, displayName: r.name, gameCode: r.gameCode }).includes(k),
      );
      expect(local.map((r) => r.gameCode)).toEqual(found.map((g) => g.gameCode));
    }
  });

  it('hot games, vendors, vendor types, new vendors, rooms, prize modes and icons', async () => {
    const hot = await server.call<{ list: Game[] }>('siam88', 'GET', '/lgw/games/hot');
    expect(hot.body.value.list.length).toBeGreaterThan(10);
    const lanes = await server.call<{ lanes: { gameCategory: string }[] }>(
      'siam88',
      'GET',
      '/lgw/games/vendors?platform=html5-desktop&flush=1',
    );
    expect(lanes.body.value.lanes[0]?.gameCategory).toBe('LIVE');
    const types = await server.call<{ gameTypes: { gameType: string }[] }>(
      'siam88',
      'GET',
      '/lgw/games/vassalage/types?vassalage=TCG_LOTTO_VN',
    );
    expect(types.body.value.gameTypes.map((t) => t.gameType)).toEqual(['LOTT', 'ELOTT']);
    const none = await server.call('goldcrown', 'GET', '/lgw/games/vassalage/types?vassalage=KY');
    expect(none.status).toBe(404);
    const nv = await server.call<{ list: { newGames: number }[] }>(
      'siam88',
      'GET',
      '/lgw/games/vendors/new',
    );
    expect(nv.body.value.list[0]?.newGames).toBeGreaterThan(0);
    const rooms = await server.call<{ rooms: { gameCode: string }[] }>(
      'siam88',
      'GET',
      '/lgw/games/rooms?vassalage=EVO',
    );
    expect(rooms.body.value.rooms.length).toBeGreaterThan(0);
    expect((await server.call('siam88', 'GET', '/lgw/games/rooms?vassalage=PG')).status).toBe(404);
    const sea = await server.call<{ list: Game[] }>(
      'longwan',
      'GET',
      '/lgw/games/prizeMode?prizeMode=SEA',
    );
    expect(sea.body.value.list.length).toBeGreaterThan(0);
    expect(sea.body.value.list.every((g) => g.vassalage === 'TCG_SEA')).toBe(true);
    const icon = await server.call('siam88', 'GET', '/lgw/games/icon/PG_0001.png');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect((await server.call('siam88', 'GET', '/lgw/games/icon/NOPE.png')).status).toBe(404);
  });
});

/** A GET with raw headers in and out: the body as it came, compressed or not. */
const rawGet = async (path: string, headers: Record<string, string>) => {
  const r = await server.call('siam88', 'GET', path, { headers });
  return { status: r.status, headers: r.headers, body: r.bytes };
};

describe('catalogue answers on the wire', () => {
  const list = '/lgw/games/list?pageNo=1&pageSize=20';

  it('come compressed as the client accepts (br, gzip, none) and say the same thing', async () => {
    const plain = await rawGet(list, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gz = await rawGet(list, { 'accept-encoding': 'gzip' });
    const br = await rawGet(list, { 'accept-encoding': 'gzip, deflate, br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    for (const r of [plain, gz, br]) {
      expect(r.status).toBe(200);
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(r.headers['content-type']).toContain('application/json');
    }
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gz.body.length).toBeLessThan(plain.body.length / 2);
    const viaHarness = await server.call<Page<Game>>('siam88', 'GET', list);
    expect(JSON.parse(plain.body.toString())).toEqual(viaHarness.body);
    expect(viaHarness.body.value.list).toHaveLength(20);
  });

  it('answer 304 to a client holding the current ETag, in any encoding', async () => {
    const first = await rawGet(list, { 'accept-encoding': 'br' });
    const etag = first.headers.etag ?? '';
    expect(etag).toMatch(/^"/);
    const again = await rawGet(list, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const stale = await rawGet(list, { 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);
    const other = await rawGet('/lgw/games/list?pageNo=2&pageSize=20', {
      'if-none-match': etag,
    });
    expect(other.status).toBe(200);
  });

  it('the game index is compressed and cacheable by the browser', async () => {
    const r = await rawGet('/lgw/games/index', { 'accept-encoding': 'gzip' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['cache-control']).toContain('max-age=300');
    const index = JSON.parse(zlib.gunzipSync(r.body).toString()) as { value: GameIndex };
    expect(index.value.total).toBe(index.value.games.gameCode.length);
  });
});

describe('favourites and recent games', () => {
  it('add twice keeps one, remove twice succeeds, the list follows', async () => {
    const { token } = await server.memberWithToken('siam88', 'favfan');
    const [game] = (await list('siam88', 'gameType=RNG&vassalage=JILI')).list;
    if (!game) throw new Error('no game');
    const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    const a = await server.call<{ ids: number[] }>('siam88', 'POST', '/lgw/games/favorites', {
      token,
      body,
    });
    const b = await server.call<{ ids: number[] }>('siam88', 'POST', '/lgw/games/favorites', {
      token,
      body,
    });
    expect(a.body.value.ids).toEqual([game.nodeId]);
    expect(b.body.value.ids).toEqual([game.nodeId]);
    const fav = await server.call<{ content: Game[]; ids: number[]; totalPages: number }>(
      'siam88',
      'GET',
      '/lgw/games/favorites?pageNo=1&pageSize=999&gameType=RNG',
      { token },
    );
    expect(fav.body.value.content.map((g) => g.gameCode)).toEqual([game.gameCode]);
    expect((await list('siam88', 'filter=FAV', token)).list.map((g) => g.gameCode)).toEqual([
      game.gameCode,
    ]);
    const q = `/lgw/games/favorites?nodeId=${game.nodeId}&vendor=${game.vassalage}&gameType=RNG`;
    const r1 = await server.call<{ ids: number[] }>('siam88', 'DELETE', q, { token });
    const r2 = await server.call<{ ids: number[] }>('siam88', 'DELETE', q, { token });
    expect(r1.body.value.ids).toEqual([]);
    expect(r2.status).toBe(200);
    expect((await list('siam88', 'filter=FAV', token)).total).toBe(0);
    const unknown = await server.call('siam88', 'POST', '/lgw/games/favorites', {
      token,
      body: { nodeId: 1 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('game_not_found');
    const visitor = await server.call('siam88', 'GET', '/lgw/games/favorites');
    expect(visitor.status).toBe(401);
  });

  it('FAV and RECENT are empty pages for a visitor; seeded player1 has both', async () => {
    expect((await list('siam88', 'filter=FAV')).total).toBe(0);
    expect((await list('siam88', 'filter=RECENT')).total).toBe(0);
    const { token } = await server.memberWithToken('siam88', 'player1');
    expect((await list('siam88', 'filter=FAV', token)).total).toBeGreaterThan(0);
    const recent = await server.call<Page<Game>>('siam88', 'GET', '/lgw/games/recent?page=1', {
      token,
    });
    expect(recent.body.value.total).toBeGreaterThan(0);
  });
});

describe('launch', () => {
  it('refuses a visitor (401), a trial member and a game under maintenance', async () => {
    const visitor = await server.call('siam88', 'GET', '/wps/game/launchGame?gameCode=PG_0001');
    expect(visitor.status).toBe(401);
    expect(visitor.body.errorCode).toBe('user.or.token.invalid');
    const trial = await server.memberWithToken('siam88', 'trialguy', { type: 4 });
    const t = await server.call('siam88', 'GET', '/wps/game/launchGame?gameCode=PG_0001', {
      token: trial.token,
    });
    expect(t.status).toBe(403);
    expect(t.body.errorCode).toBe('in_need_true_account');
    const { token } = await server.memberWithToken('siam88', 'launcher');
    const down = (await list('siam88', 'vassalage=PG&pageSize=999')).list.find(
      (g) => g.maintenance,
    );
    if (!down) throw new Error('no maintenance game');
    const m = await server.call<{ alternatives: Game[] }>(
      'siam88',
      'GET',
      `/wps/game/launchGame?gameCode=${down.gameCode}`,
      { token },
    );
    expect(m.status).toBe(409);
    expect(m.body.errorCode).toBe('recommend_game_tips1');
    expect(m.body.value.alternatives.length).toBeGreaterThan(0);
    expect(m.body.value.alternatives.every((g) => g.vassalage === 'PG' && !g.maintenance)).toBe(
      true,
    );
    const unknown = await server.call('siam88', 'GET', '/wps/game/launchGame?gameCode=NOPE', {
      token,
    });
    expect(unknown.body.errorCode).toBe('game_not_found');
  });

  it('answers lottery vendors with their route and vendor cards with the vendor list', async () => {
    const { token } = await server.memberWithToken('siam88', 'lottofan');
    const launch = async (code: string) =>
      (
        await server.call<Launch>('siam88', 'GET', `/wps/game/launchGame?gameCode=${code}`, {
          token,
        })
      ).body.value;
    expect(await launch('VN_HCM')).toMatchObject({
      type: 'route',
      route: '/vnLottery?gameCode=VN_HCM',
    });
    expect(await launch('LOTT_0001')).toMatchObject({
      type: 'route',
      route: '/lottery?gameCode=LOTT_0001',
    });
    expect(await launch('ELOTT_0001')).toMatchObject({ route: '/lottery?gameCode=ELOTT_0001' });
    expect(await launch('EVO_LOBBY')).toMatchObject({ type: 'vendorList' });
    const sea = await server.memberWithToken('longwan', 'seafan');
    const r = await server.call<Launch>(
      'longwan',
      'GET',
      '/wps/game/launchGame?gameCode=TCG_SEA_0001',
      {
        token: sea.token,
      },
    );
    expect(r.body.value).toMatchObject({ route: '/seaLottery?gameCode=TCG_SEA_0001' });
    // Launching records a recent game.
    expect((await list('siam88', 'filter=RECENT', token)).list[0]?.gameCode).toBe('ELOTT_0001');
  });
});

describe('demo game', () => {
  it('spins through the ledger, records bets, refuses an unaffordable stake', async () => {
    const { member, token } = await server.memberWithToken('goldcrown', 'spinner');
    const l = await server.call<Launch>(
      'goldcrown',
      'GET',
      '/wps/game/launchGameFB?gameCode=PP_0003',
      { token },
    );
    expect(l.body.value.type).toBe('url');
    const url = new URL(l.body.value.url ?? '');
    expect(url.pathname).toBe('/demo-game/play');
    expect(url.searchParams.get('embed')).toBe('1');
    const ticket = url.searchParams.get('t') ?? '';
    const page = await server.call('goldcrown', 'GET', `/demo-game/play?t=${ticket}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('id="spin"');
    expect(page.text).not.toMatch(/<(script|link)[^>]+(src|href)=/);

    const poor = await server.call('goldcrown', 'POST', '/demo-game/spin', {
      body: { ticket, stake: 5 },
    });
    expect(poor.status).toBe(400);
    expect(poor.body.errorCode).toBe('insufficient_balance');
    expect(dataFile('goldcrown').games.bets.filter((b) => b.memberId === member.id)).toEqual([]);

    await server.fund('goldcrown', member.id, 100_000);
    const spin = await server.call<{
      stake: number;
      payout: number;
      balance: number;
      betId: number;
    }>('goldcrown', 'POST', '/demo-game/spin', { body: { ticket, stake: 10 } });
    expect(spin.status).toBe(200);
    expect(spin.body.value.balance).toBeCloseTo(1000 - 10 + spin.body.value.payout, 2);
    const ledger = dataFile('goldcrown').ledger.filter((e) => e.memberId === member.id);
    expect(ledger.find((e) => e.type === 'bet')?.amount).toBe(-1000);
    const state = await server.call<{ balance: number; gameName: string }>(
      'goldcrown',
      'GET',
      `/demo-game/state?t=${ticket}`,
    );
    expect(state.body.value.balance).toBe(spin.body.value.balance);
    const bad = await server.call('goldcrown', 'POST', '/demo-game/spin', {
      body: { ticket, stake: 7 },
    });
    expect(bad.status).toBe(400);
    const records = await server.call<
      Page<{ id: number; stake: number; payout: number; net: number }> & {
        totals: { stake: number; payout: number; net: number; count: number };
      }
    >('goldcrown', 'GET', '/wps/v2/bets', { token });
    expect(records.body.value.list[0]).toMatchObject({
      id: spin.body.value.betId,
      stake: 10,
      payout: spin.body.value.payout,
    });
    expect(records.body.value.totals).toMatchObject({ count: 1, stake: 10 });

    // A paying spin (fixed through the test route: play cannot be predicted): its payout is a
    // ledger entry for that bet.
    await server.call('goldcrown', 'POST', '/__test/demo-spins', {
      body: { account: 'spinner', multipliers: [2] },
    });
    const next = await server.call<{ payout: number; betId: number }>(
      'goldcrown',
      'POST',
      '/demo-game/spin',
      { body: { ticket, stake: 1 } },
    );
    expect(next.body.value.payout).toBe(2);
    const paid = next.body.value;
    const payout = dataFile('goldcrown').ledger.find(
      (e) => e.type === 'payout' && e.ref === `bet:${paid!.betId}`,
    );
    expect(payout?.amount).toBe(Math.round(paid.payout * 100));
  });

  it('a big win tops the winner board, masked', async () => {
    const { member, token } = await server.memberWithToken('siam88', 'bigwinner');
    await server.fund('siam88', member.id, 100_000_000);
    const l = await server.call<Launch>(
      'siam88',
      'GET',
      '/wps/game/launchGame?gameCode=JILI_0002',
      {
        token,
      },
    );
    const ticket = new URL(l.body.value.url ?? '').searchParams.get('t') ?? '';
    const before = await server.call<{ list: { winAmount: number }[] }>(
      'siam88',
      'GET',
      '/lgw/games/winners?gameCategory=ALL&limitNum=20',
    );
    const top = before.body.value.list[0]?.winAmount ?? 0;
    // The top line of the pay table, fixed through the test route (play cannot be predicted).
    await server.call('siam88', 'POST', '/__test/demo-spins', {
      body: { account: 'bigwinner', multipliers: [50] },
    });
    const r = await server.call<{ payout: number }>('siam88', 'POST', '/demo-game/spin', {
      body: { ticket, stake: 100 },
    });
    const win = r.body.value.payout;
    expect(win).toBe(5000);
    expect(win).toBeGreaterThan(top);
    const after = await server.call<{
      list: { customerName: string; winAmount: number; gameName: string }[];
    }>('siam88', 'GET', '/lgw/games/winners?gameCategory=ALL&limitNum=20');
    expect(after.body.value.list).toHaveLength(20);
    expect(after.body.value.list[0]).toMatchObject({ customerName: 'bi***r', winAmount: win });
  });

  it('an expired ticket no longer plays', async () => {
    const page = await server.call('siam88', 'GET', '/demo-game/play?t=0123456789abcdefXYZ');
    expect(page.status).toBe(401);
    expect(page.text).toContain('expired');
    const spin = await server.call('siam88', 'POST', '/demo-game/spin', {
      body: { ticket: '0123456789abcdefXYZ', stake: 1 },
    });
    expect(spin.status).toBe(401);
  });
});

describe('betting records', () => {
  it('seeded bets: totals over the whole range equal the sum of every row', async () => {
    const { token } = await server.memberWithToken('siam88', 'player1');
    const q = '/wps/v2/bets?startDate=2026-10-01&endDate=2026-11-30';
    const first = await server.call<
      Page<{ stake: number; payout: number; net: number; at: number }> & {
        totals: { stake: number; payout: number; net: number; count: number };
      }
    >('siam88', 'GET', `${q}&pageSize=999`, { token });
    const v = first.body.value;
    expect(v.total).toBeGreaterThan(15);
    const sum = (k: 'stake' | 'payout') =>
      Math.round(v.list.reduce((s, b) => s + b[k] * 100, 0)) / 100;
    expect(v.totals.stake).toBeCloseTo(sum('stake'), 2);
    expect(v.totals.payout).toBeCloseTo(sum('payout'), 2);
    expect(v.totals.net).toBeCloseTo(v.totals.payout - v.totals.stake, 2);
    expect(v.list.map((b) => b.at)).toEqual([...v.list.map((b) => b.at)].sort((a, b) => b - a));
    const paged = await server.call<{ list: unknown[]; totals: { count: number } }>(
      'siam88',
      'GET',
      `${q}&pageSize=5&category=ALL`,
      { token },
    );
    expect(paged.body.value.list).toHaveLength(5);
    expect(paged.body.value.totals.count).toBe(v.total);
  });

  it('seeded balances equal their ledger sums (bets went through the ledger)', () => {
    const d = dataFile('longwan');
    const sums = new Map<number, number>();
    for (const e of d.ledger) sums.set(e.memberId, (sums.get(e.memberId) ?? 0) + e.amount);
    for (const [id, sum] of sums) expect(d.balances[String(id)]).toBe(sum);
    expect(d.games.bets.length).toBeGreaterThan(500);
  });
});
