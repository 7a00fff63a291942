import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { arrangeBets, uniqueAccount } from '../../testing/arrange.ts';
import { hashPassword } from '../security/password.ts';
import { post } from '../domain/ledger.ts';

const T = 'siam88';
let server: TestServer;
let payHash: string;

beforeAll(async () => {
  server = await startTestServer();
  payHash = await hashPassword('Pay123!');
});
afterAll(() => server.close());

const player = () =>
  server.memberWithToken(T, uniqueAccount('pts'), { paymentPasswordHash: payHash });
const balanceOf = async (token: string) =>
  (await server.call<{ points: number }>(T, 'GET', '/wps/points/balance', { token })).body.value
    .points;
type Item = { id: number; name: string; pointsRequired: number; stock: number };
const items = async (token: string) =>
  // In English: siam88's default language is Thai.
  (
    await server.call<{ list: Item[] }>(T, 'GET', '/wps/points/mall', {
      token,
      headers: { Language: 'en' },
    })
  ).body.value.list;

describe('points', () => {
  it('is refused on a tenant without PTSYS3', async () => {
    const { token } = await server.memberWithToken('goldcrown', uniqueAccount('gc'));
    for (const path of ['/wps/points/balance', '/wps/points/mall', '/wps/points/config']) {
      const r = await server.call('goldcrown', 'GET', path, { token });
      expect(r.status).toBe(403);
      expect(r.body.errorCode).toBe('feature_disabled');
    }
  });

  it('accrues by bet type and deposit, once, and never expires', async () => {
    const { member, token } = await player();
    await arrangeBets(server, T, [
      { memberId: member.id, stake: 100_000, payout: 0, category: 'RNG' }, // 1000 x 0.01 = 10
      { memberId: member.id, stake: 50_000, payout: 90_000, category: 'LIVE' }, // 500 x 0.01 = 5
      { memberId: member.id, stake: 20_000, payout: 0, category: 'LOTT' }, // 200 x 0.02 = 4
    ]);
    await server.lobby.deps.tenants.byCode(T)?.store.write((d) => {
      post(d, { memberId: member.id, amount: 10_000, type: 'deposit', at: 0 }); // 100 x 0.05 = 5
    });
    expect(await balanceOf(token)).toBe(24);
    expect(await balanceOf(token)).toBe(24);
    await server.call(T, 'POST', '/__test/clock/advance', { body: { ms: 400 * 24 * 3600_000 } });
    const again = (await server.memberWithToken(T, member.account)).token;
    expect(await balanceOf(again)).toBe(24);
    const live = await server.call<{ list: { type: string; points: number; balance: number }[] }>(
      T,
      'GET',
      '/wps/points/details?type=live',
      { token: again },
    );
    expect(live.body.value.list).toEqual([expect.objectContaining({ type: 'live', points: 5 })]);
    const config = await server.call<{ ratios: Record<string, number>; expires: boolean }>(
      T,
      'GET',
      '/wps/points/config',
      { token: again },
    );
    expect(config.body.value).toMatchObject({
      expires: false,
      ratios: { rng: 0.01, deposit: 0.05 },
    });
  });

  it('refuses a redemption with a wrong payment password and changes nothing', async () => {
    const { member, token } = await player();
    await arrangeBets(server, T, [{ memberId: member.id, stake: 10_000_000, payout: 0 }]);
    const before = await balanceOf(token);
    const voucher = (await items(token)).find((i) => i.name === 'Free spin voucher');
    const r = await server.call(T, 'POST', '/wps/points/redeem', {
      token,
      body: { itemId: voucher?.id, quantity: 1, paymentPassword: 'wrong' },
    });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('payment_password_incorrect');
    expect(await balanceOf(token)).toBe(before);
    const list = await server.call<{ total: number }>(T, 'GET', '/wps/points/redemptions', {
      token,
    });
    expect(list.body.value.total).toBe(0);
    expect((await items(token)).find((i) => i.id === voucher?.id)?.stock).toBe(voucher?.stock);
  });

  it('tells a redemption of more than the stock apart from an item that is gone', async () => {
    const { member, token } = await player();
    await arrangeBets(server, T, [{ memberId: member.id, stake: 10_000_000, payout: 0 }]);
    const scarce = (await items(token)).reduce((a, b) => (b.stock < a.stock ? b : a));
    const redeem = (itemId: number, quantity: number) =>
      server.call(T, 'POST', '/wps/points/redeem', {
        token,
        body: { itemId, quantity, paymentPassword: 'Pay123!' },
      });
    const tooMany = await redeem(scarce.id, scarce.stock + 1);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.errorCode).toBe('item_out_of_stock');
    const gone = await redeem(999_999, 1);
    expect(gone.body.errorCode).toBe('item_unavailable');
    expect((await items(token)).find((i) => i.id === scarce.id)?.stock).toBe(scarce.stock);
  });

  it('redeems: In Process, then Approved, or Rejected with the points refunded', async () => {
    const { member, token } = await player();
    await arrangeBets(server, T, [{ memberId: member.id, stake: 250_000_000, payout: 0 }]); // 25,000 points
    const mall = await items(token);
    const voucher = mall.find((i) => i.name === 'Free spin voucher');
    const phone = mall.find((i) => i.name === 'Smartphone');
    const poor = await server.call(T, 'POST', '/wps/points/redeem', {
      token,
      body: { itemId: phone?.id, quantity: 2, paymentPassword: 'Pay123!' },
    });
    expect(poor.body.errorCode).toBe('not_enough_points');
    const a = await server.call<{ status: string; points: number; remark: string }>(
      T,
      'POST',
      '/wps/points/redeem',
      {
        token,
        body: { itemId: voucher?.id, quantity: 2, paymentPassword: 'Pay123!' },
      },
    );
    expect(a.body.value).toMatchObject({ status: 'In Process', points: 100 });
    // The back office's remark reads in the player's language (siam88's default is Thai).
    expect(a.body.value).toMatchObject({ remark: 'รอการตรวจสอบ' });
    const b = await server.call<{ status: string }>(T, 'POST', '/wps/points/redeem', {
      token,
      body: { itemId: phone?.id, quantity: 1, paymentPassword: 'Pay123!' },
    });
    expect(b.body.value.status).toBe('In Process');
    expect(await balanceOf(token)).toBe(25_000 - 100 - 20_000);
    await server.call(T, 'POST', '/__test/clock/advance', { body: { ms: 10 * 60_000 } });
    const list = await server.call<{
      list: { itemName: string; status: string; remark: string }[];
    }>(T, 'GET', '/wps/points/redemptions', { token, headers: { Language: 'ja' } });
    expect(list.body.value.list.map((r) => [r.status, r.remark]).sort()).toEqual([
      ['Approved', '承認済み'],
      ['Rejected', '仕入先で在庫切れのため、ポイントを返却しました'],
    ]);
    const inEnglish = await server.call<{ list: { itemName: string; status: string }[] }>(
      T,
      'GET',
      '/wps/points/redemptions',
      { token, headers: { Language: 'en' } },
    );
    expect(inEnglish.body.value.list.map((r) => [r.itemName, r.status]).sort()).toEqual([
      ['Free spin voucher', 'Approved'],
      ['Smartphone', 'Rejected'],
    ]);
    expect(await balanceOf(token)).toBe(25_000 - 100);
    const rejected = await server.call<{ total: number }>(
      T,
      'GET',
      `/wps/points/redemptions?status=Rejected`,
      { token },
    );
    expect(rejected.body.value.total).toBe(1);
  });

  it('converts points into wallet balance through the ledger', async () => {
    const { member, token } = await player();
    await arrangeBets(server, T, [{ memberId: member.id, stake: 2_000_000, payout: 0 }]); // 200 points
    const wrong = await server.call(T, 'POST', '/wps/points/convert', {
      token,
      body: { points: 150, paymentPassword: 'nope' },
    });
    expect(wrong.body.errorCode).toBe('payment_password_incorrect');
    const r = await server.call<{ amount: number; pointsBalance: number; balance: number }>(
      T,
      'POST',
      '/wps/points/convert',
      { token, body: { points: 150, paymentPassword: 'Pay123!' } },
    );
    expect(r.status).toBe(200);
    expect(r.body.value).toEqual({ points: 150, amount: 15, pointsBalance: 50, balance: 15 });
    const ledger = server.lobby.deps.tenants
      .byCode(T)
      ?.store.data.ledger.filter((e) => e.memberId === member.id);
    expect(ledger?.map((e) => [e.type, e.amount])).toEqual([['points_convert', 1500]]);
    const tooMany = await server.call(T, 'POST', '/wps/points/convert', {
      token,
      body: { points: 51, paymentPassword: 'Pay123!' },
    });
    expect(tooMany.body.errorCode).toBe('not_enough_points');
  });
});
