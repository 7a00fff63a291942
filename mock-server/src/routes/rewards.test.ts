import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, startTestServer, type TestServer } from '../../testing/harness.ts';
import { arrangeBets, uniqueAccount } from '../../testing/arrange.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = Buffer.from('GIF89a....', 'latin1');

type Activity = { id: number; title: string; kind: string; status: string };
const activities = async (tenant: string, token: string) =>
  (await server.call<{ list: Activity[] }>(tenant, 'GET', '/wps/activities', { token })).body.value
    .list;

describe('activities', () => {
  it('shows the seeded activities in their statuses', async () => {
    const { token } = await server.memberWithToken('siam88', uniqueAccount('act'));
    const list = await activities('siam88', token);
    expect(new Set(list.map((a) => a.status))).toEqual(
      new Set(['Join', 'Claim', 'Closed', 'coming soon']),
    );
  });

  it('refuses each application limit with its key and stores nothing', async () => {
    const { member, token } = await server.memberWithToken('siam88', uniqueAccount('app'));
    const target = (await activities('siam88', token)).find(
      (a) => a.kind === 'apply' && a.status === 'Join',
    );
    const id = String(target?.id);
    const img = (data: Buffer, name = 'a.png', type = 'image/png') => ({ name, type, data });
    const cases: [ReturnType<typeof multipart>, number, string][] = [
      [
        multipart({ activityId: id, comment: 'x'.repeat(141) }, [img(PNG)]),
        400,
        'comment_too_long',
      ],
      [
        multipart({ activityId: id, comment: 'ok' }, [img(PNG), img(PNG), img(JPG), img(PNG)]),
        400,
        'upload_too_many',
      ],
      [multipart({ activityId: id }, [img(GIF, 'a.gif', 'image/gif')]), 400, 'upload_type_invalid'],
      [
        multipart({ activityId: id }, [img(GIF, 'fake.png', 'image/png')]),
        400,
        'upload_type_invalid',
      ],
      [
        multipart({ activityId: id }, [
          img(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)])),
        ]),
        413,
        'upload_too_large',
      ],
    ];
    for (const [raw, status, key] of cases) {
      const r = await server.call('siam88', 'POST', '/wps/activities/apply', { token, raw });
      expect([r.status, r.body.errorCode]).toEqual([status, key]);
    }
    const stored = server.lobby.deps.tenants.byCode('siam88')?.store.data.rewards.applications;
    expect(stored?.filter((a) => a.memberId === member.id)).toEqual([]);

    const ok = await server.call<{ status: string; images: number }>(
      'siam88',
      'POST',
      '/wps/activities/apply',
      {
        token,
        raw: multipart({ activityId: id, comment: 'x'.repeat(140) }, [
          img(PNG),
          img(JPG, 'b.jpg', 'image/jpeg'),
          img(PNG),
        ]),
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.value).toEqual({ id: expect.any(Number), status: 'Applying', images: 3 });
    const twice = await server.call('siam88', 'POST', '/wps/activities/apply', {
      token,
      raw: multipart({ activityId: id }, []),
    });
    expect(twice.body.errorCode).toBe('already_applied');
    await server.call('siam88', 'POST', '/__test/clock/advance', { body: { ms: 10 * 60_000 } });
    const after = (await activities('siam88', token)).find((a) => a.id === target?.id);
    expect(after?.status).toBe('Issued');
  });

  it('claims a claim activity once, crediting its bonus', async () => {
    const { member, token } = await server.memberWithToken('siam88', uniqueAccount('clm'));
    const gift = (await activities('siam88', token)).find(
      (a) => a.kind === 'claim' && a.status === 'Claim',
    );
    const r = await server.call<{ status: string; amount: number }>(
      'siam88',
      'POST',
      '/wps/activities/claim',
      {
        token,
        body: { activityId: gift?.id },
      },
    );
    expect(r.body.value).toEqual({ status: 'Claimed', amount: 20 });
    const again = await server.call('siam88', 'POST', '/wps/activities/claim', {
      token,
      body: { activityId: gift?.id },
    });
    expect(again.body.errorCode).toBe('already_applied');
    expect(server.lobby.deps.tenants.byCode('siam88')?.store.data.balances[String(member.id)]).toBe(
      2_000,
    );
  });
});

describe('rebate, envelope, VIP, referral', () => {
  it('offers manual rebate only where MANPLAYREB3 is on (goldcrown), and pays each bet once', async () => {
    const siam = await server.memberWithToken('siam88', uniqueAccount('rb'));
    const refused = await server.call('siam88', 'GET', '/wps/rewards/rebate', {
      token: siam.token,
    });
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'feature_disabled']);
    const { member, token } = await server.memberWithToken('goldcrown', uniqueAccount('rb'));
    await arrangeBets(server, 'goldcrown', [
      { memberId: member.id, stake: 100_000, payout: 0, category: 'RNG' }, // 0.8% = 8.00
      { memberId: member.id, stake: 50_000, payout: 0, category: 'LIVE' }, // 0.6% = 3.00
    ]);
    const pending = await server.call<{ amount: number; bets: number }>(
      'goldcrown',
      'GET',
      '/wps/rewards/rebate',
      { token },
    );
    expect(pending.body.value).toMatchObject({ bets: 2, amount: 11 });
    const claim = await server.call<{ amount: number; balance: number }>(
      'goldcrown',
      'POST',
      '/wps/rewards/rebate',
      { token },
    );
    expect(claim.body.value).toEqual({ amount: 11, balance: 11 });
    const none = await server.call<{ amount: number }>('goldcrown', 'GET', '/wps/rewards/rebate', {
      token,
    });
    expect(none.body.value.amount).toBe(0);
    const again = await server.call('goldcrown', 'POST', '/wps/rewards/rebate', { token });
    expect(again.body.errorCode).toBe('amount_invalid');
  });

  it('opens one red envelope per day', async () => {
    const { token } = await server.memberWithToken('siam88', uniqueAccount('env'));
    const first = await server.call<{ amount: number }>(
      'siam88',
      'POST',
      '/wps/rewards/redEnvelope',
      { token },
    );
    expect(first.body.value.amount).toBeGreaterThan(0);
    const second = await server.call('siam88', 'POST', '/wps/rewards/redEnvelope', { token });
    expect(second.body.errorCode).toBe('already_applied');
  });

  it('pays a reached VIP level bonus once and refuses an unreached one', async () => {
    const { member, token } = await server.memberWithToken('siam88', uniqueAccount('vip'));
    await arrangeBets(server, 'siam88', [{ memberId: member.id, stake: 1_200_000, payout: 0 }]);
    const levels = await server.call<{ level: number }>('siam88', 'GET', '/wps/rewards/vip', {
      token,
    });
    expect(levels.body.value.level).toBe(2);
    const ok = await server.call<{ amount: number }>('siam88', 'POST', '/wps/rewards/vip/bonus', {
      token,
      body: { level: 2 },
    });
    expect(ok.body.value.amount).toBe(50);
    const twice = await server.call('siam88', 'POST', '/wps/rewards/vip/bonus', {
      token,
      body: { level: 2 },
    });
    expect(twice.body.errorCode).toBe('already_applied');
    const high = await server.call('siam88', 'POST', '/wps/rewards/vip/bonus', {
      token,
      body: { level: 3 },
    });
    expect(high.body.errorCode).toBe('forbidden');
  });

  it('gives an invite link where referral is on, and refuses it elsewhere', async () => {
    const { member, token } = await server.memberWithToken('siam88', uniqueAccount('ref'));
    await server.memberWithToken('siam88', uniqueAccount('refd'), { referredBy: member.id });
    const r = await server.call<{ code: string; link: string; list: unknown[] }>(
      'siam88',
      'GET',
      '/wps/rewards/referral',
      { token },
    );
    expect(r.body.value.link).toBe(
      `https://siam88.example.com/register?referralCode=${member.referralCode}`,
    );
    expect(r.body.value.list).toHaveLength(1);
    const gold = await server.memberWithToken('goldcrown', uniqueAccount('ref'));
    const off = await server.call('goldcrown', 'GET', '/wps/rewards/referral', {
      token: gold.token,
    });
    expect(off.body.errorCode).toBe('feature_disabled');
    const center = await server.call<{
      availablePromoCount: number;
      redEnvelopeAvailable: boolean;
    }>('siam88', 'GET', '/wps/rewards/center', { token });
    expect(center.body.value).toMatchObject({ redEnvelopeAvailable: true });
    expect(center.body.value.availablePromoCount).toBeGreaterThan(0);
  });

  it('tells which mission targets are money, so they show as money', async () => {
    const { token } = await server.memberWithToken('siam88', uniqueAccount('mis'));
    const r = await server.call<{
      list: { title: string; unit: string; target: number }[];
    }>('siam88', 'GET', '/wps/rewards/missions', { token, headers: { Language: 'en' } });
    const units = Object.fromEntries(r.body.value.list.map((m) => [m.title, m.unit]));
    expect(units['Place 10 bets today']).toBe('count');
    expect(Object.values(units)).toContain('money');
  });
});
