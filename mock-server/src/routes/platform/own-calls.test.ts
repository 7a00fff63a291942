// The platform calls Lobby had no operation for, as the platform's client sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

const T = 'siam88';
const PLATFORM = { Language: 'TH', Merchant: T };
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ dataDir: null });
  token = (await server.memberWithToken(T, 'owncaller')).token;
});
afterAll(() => server.close());

const get = <V>(path: string, opts: { token?: string; ip?: string } = {}) =>
  server.call<V>(T, 'GET', path, { headers: PLATFORM, ...opts });

describe('site calls', () => {
  it('tells the caller its address, as the status answer does', async () => {
    const status = await get<{ location: { ip: string } }>('/wps/system/status?', {
      ip: '203.0.113.9',
    });
    const location = await get<{ ip: string }>('/wps/system/location?', { ip: '203.0.113.9' });
    expect(location.body.value.ip).toBe(status.body.value.location.ip);
  });

  it('answers a speed test with the speed asked and the server time', async () => {
    const r = await get<{ speed: string; serverTime: number }>('/wps/system/test/ping?speed=42');
    expect(r.body.value.speed).toBe('42');
    expect(r.body.value.serverTime).toBe(server.now(T));
  });

  it('names the site template and its merchant', async () => {
    const r = await get<{ templateId: string; merchantCode: string }>('/wps/system/templates?');
    expect(r.body.value.merchantCode).toBe(T);
    expect(['light', 'dark']).toContain(r.body.value.templateId);
  });

  it('gives a member security settings and avatar only with a session', async () => {
    expect((await get('/wps/v2/member/securityConfig?')).status).toBe(401);
    const sec = await get<{ paymentPassword: boolean }>('/wps/v2/member/securityConfig?', {
      token,
    });
    expect(sec.body.value.paymentPassword).toBe(false);
    const avatar = await get<number>('/wps/relay/MCSFE_getPlayerAvatar?', { token });
    expect(avatar.body.value).toBeGreaterThan(0);
  });
});

describe('promotions and jackpot', () => {
  it('counts the listed promotions by category', async () => {
    const r = await get<{ categories: { category: string; count: number }[] }>(
      '/wps/relay/PROMOFE_getPromotionAnnouncementCategory?',
    );
    const open = await server.call<{ list: unknown[] }>(T, 'GET', '/wps/activities');
    const counted = r.body.value.categories.reduce((n, c) => n + c.count, 0);
    expect(counted).toBe(open.body.value.list.length);
  });

  it('climbs the jackpot as time passes, within the range of spec §9', async () => {
    const jackpot = async () =>
      (
        await server.call<{ amount: number }>(T, 'POST', '/wps/relay/VIS_getJackpot', {
          headers: PLATFORM,
          body: {},
        })
      ).body.value.amount;
    const before = await jackpot();
    await server.call(T, 'POST', '/__test/clock/advance', { body: { ms: 60_000 } });
    const after = await jackpot();
    for (const v of [before, after]) expect(v).toBeGreaterThanOrEqual(50_000_000);
    expect(after === before).toBe(false);
  });
});

describe('lottery maps', () => {
  it('keys the draws, the issues near now and the VN open draws by game', async () => {
    const draws = (await get<Record<string, { drawId: number; lastResult: string }>>('/lgw/draw?'))
      .body as unknown as Record<string, { drawId: number; lastResult: string }>;
    expect(draws).not.toHaveProperty('success');
    const [code, draw] = Object.entries(draws)[0]!;
    expect(draw.lastResult).toMatch(/^\d{5}$/);
    const one = (await get(`/lgw/draw/code/${code}`)).body as unknown as { drawId: number };
    expect(one.drawId).toBe(draw.drawId);
    const near = (await get('/lgw/numeros/near?')).body as unknown as Record<
      string,
      { current: { drawId: number } }
    >;
    expect(near[code]?.current.drawId).toBe(draw.drawId);
    const vn = (await get('/lgw/vn/numeros/opened/game?')).body as unknown as Record<
      string,
      { draws: unknown[] }
    >;
    // The vendor's lotteries under the platform's codes, its e-lotto games under their own.
    expect(vn).toHaveProperty('VN_HCM');
    expect(Object.keys(vn).every((c) => /^(VN_|TCG_LOTTO_VN_)/.test(c))).toBe(true);
    const hcm = (await get('/lgw/draw/code/VN_HCM')).body as unknown as { gameCode: string };
    expect(hcm.gameCode).toBe('VN_HCM');
    expect((await get('/lgw/draw/code/NOPE')).body.errorCode).toBe('game_not_found');
  });
});
