import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

interface Draw {
  drawId: number;
  opensAt: number;
  closesAt: number;
  countdown: number;
}
interface Bet {
  id: number;
  status: string;
  payout: number;
  total: number;
  result?: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const balanceOf = (code: string, memberId: number) =>
  server.lobby.deps.tenants.byCode(code)!.store.data.balances[String(memberId)] ?? 0;

const opened = async (code: string, gameCode: string) =>
  (
    await server.call<{ draws: Draw[]; now: number }>(
      code,
      'GET',
      `/lgw/vn/numeros/opened/game?gameCode=${gameCode}`,
    )
  ).body.value;

describe('lottery menus and draws', () => {
  it('lists the areas the tenant enables', async () => {
    const siam = await server.call<{ areas: { area: string; games: { gameCode: string }[] }[] }>(
      'siam88',
      'GET',
      '/lgw/vn/games/game_menu?device=WEB',
    );
    expect(siam.body.value.areas.map((a) => a.area)).toEqual(['LOTT', 'VN', 'ELOTT']);
    const longwan = await server.call<{ areas: { area: string }[] }>(
      'longwan',
      'GET',
      '/lgw/vn/games/game_menu?prizeMode=SEA',
    );
    expect(longwan.body.value.areas.map((a) => a.area)).toEqual(['SEA']);
    const gold = await server.call<{ areas: unknown[] }>(
      'goldcrown',
      'GET',
      '/lgw/vn/games/game_menu',
    );
    expect(gold.body.value.areas).toEqual([]);
  });

  it('open draws count down to their close; LOTT endpoint refuses a VN game', async () => {
    const v = await opened('siam88', 'LOTT_0001');
    expect(v.draws).toHaveLength(3);
    const [current] = v.draws;
    expect(current!.closesAt).toBeGreaterThan(v.now);
    expect(current!.countdown).toBe(Math.ceil((current!.closesAt - v.now) / 1000));
    const lotto = await server.call(
      'siam88',
      'GET',
      '/lotto/lgw/games/opened/numero?gameCode=LOTT_0001',
    );
    expect(lotto.status).toBe(200);
    const vn = await server.call('siam88', 'GET', '/lotto/lgw/games/opened/numero?gameCode=VN_HCM');
    expect(vn.body.errorCode).toBe('game_not_found');
    const recent = await server.call<{ list: { result: string }[] }>(
      'siam88',
      'GET',
      '/lgw/vn/games/recent',
    );
    expect(recent.body.value.list.length).toBeGreaterThan(0);
    expect(recent.body.value.list[0]?.result).toMatch(/^\d{5}$/);
  });
});

describe('lottery bets', () => {
  it('refuses visitors, trial members, closed draws and unaffordable bets', async () => {
    const body = { gameCode: 'LOTT_0001', drawId: 0, numbers: ['12'], stake: 1 };
    expect((await server.call('siam88', 'POST', '/lgw/lottery/bets', { body })).status).toBe(401);
    const trial = await server.memberWithToken('siam88', 'lottotrial', { type: 4 });
    const t = await server.call('siam88', 'POST', '/lgw/lottery/bets', {
      body,
      token: trial.token,
    });
    expect(t.body.errorCode).toBe('in_need_true_account');
    const { member, token } = await server.memberWithToken('siam88', 'lottopoor');
    const [current] = (await opened('siam88', 'LOTT_0001')).draws;
    const poor = await server.call('siam88', 'POST', '/lgw/lottery/bets', {
      token,
      body: { ...body, drawId: current!.drawId },
    });
    expect(poor.body.errorCode).toBe('insufficient_balance');
    await server.fund('siam88', member.id, 10_000);
    const closed = await server.call('siam88', 'POST', '/lgw/lottery/bets', {
      token,
      body: { ...body, drawId: current!.drawId - 1 },
    });
    expect(closed.status).toBe(400);
    expect(closed.body.errorCode).toBe('draw_closed');
    const badPick = await server.call('siam88', 'POST', '/lgw/lottery/bets', {
      token,
      body: { ...body, drawId: current!.drawId, numbers: ['1234'] },
    });
    expect(badPick.body.errorCode).toBe('invalid_request');
    expect(balanceOf('siam88', member.id)).toBe(10_000);
  });

  it('settles a closed draw exactly once when the clock moves on', async () => {
    const { member, token } = await server.memberWithToken('siam88', 'lottoplayer');
    await server.fund('siam88', member.id, 100_000);
    const [current] = (await opened('siam88', 'LOTT_0002')).draws;
    // Every 2-digit number: exactly one of them hits the last two digits (pays 90x).
    const numbers = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
    const placed = await server.call<Bet>('siam88', 'POST', '/lgw/lottery/bets', {
      token,
      body: { gameCode: 'LOTT_0002', drawId: current!.drawId, numbers, stake: 1 },
    });
    expect(placed.status).toBe(200);
    expect(placed.body.value).toMatchObject({ status: 'pending', total: 100 });
    expect(balanceOf('siam88', member.id)).toBe(100_000 - 10_000);

    const late = current!.closesAt - (await opened('siam88', 'LOTT_0002')).now + 1000;
    await server.call('siam88', 'POST', '/__test/clock/advance', { body: { ms: late } });
    const bets = await server.call<{ list: Bet[] }>('siam88', 'GET', '/lgw/lottery/bets', {
      token,
    });
    const [bet] = bets.body.value.list;
    expect(bet).toMatchObject({ status: 'won', payout: 90 });
    expect(bet?.result).toMatch(/^\d{5}$/);
    expect(balanceOf('siam88', member.id)).toBe(100_000 - 10_000 + 9_000);

    await server.call('siam88', 'POST', '/__test/clock/advance', { body: { ms: 10 * 60_000 } });
    expect(balanceOf('siam88', member.id)).toBe(100_000 - 10_000 + 9_000);
    const data = server.lobby.deps.tenants.byCode('siam88')!.store.data;
    expect(
      data.ledger.filter((e) => e.memberId === member.id && e.type === 'lottery_payout'),
    ).toHaveLength(1);
    // The settled bet is a bet record like any other (betting records, reports).
    expect(data.games.bets.filter((b) => b.memberId === member.id)).toMatchObject([
      { category: 'LOTT', stake: 10_000, payout: 9_000 },
    ]);
    const results = await server.call<{ list: { drawId: number; result: string }[] }>(
      'siam88',
      'GET',
      '/lgw/lottery/results?gameCode=LOTT_0002&limit=5',
    );
    expect(results.body.value.list.find((r) => r.drawId === current!.drawId)?.result).toBe(
      bet?.result,
    );
  });

  it('seeds a few settled lottery bets for player1', async () => {
    const { token } = await server.memberWithToken('siam88', 'player1');
    const bets = await server.call<{ list: Bet[] }>('siam88', 'GET', '/lgw/lottery/bets', {
      token,
    });
    expect(bets.body.value.list.length).toBeGreaterThanOrEqual(3);
    expect(bets.body.value.list.every((b) => b.status !== 'pending')).toBe(true);
    expect(bets.body.value.list.some((b) => b.status === 'won')).toBe(true);
  });
});
