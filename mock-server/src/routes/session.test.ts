import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordIsDefault: boolean;
  passwordExpired: boolean;
  captcha: boolean;
  member: { id: number; account: string; type: number; isAgent: boolean; isTrial: boolean };
  secondFactorRequired?: true;
  challengeId?: string;
}

let ipSeq = 1;
/** Each test gets its own client IP so lockouts and known IPs do not leak between tests. */
const freshIp = () => `10.0.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

const login = (tenant: string, body: Record<string, unknown>, ip: string) =>
  server.call<LoginValue>(tenant, 'POST', '/wps/session/login', { body, encrypt: true, ip });

let mobileSeq = 1;
/** Arrange: a member with a real password hash and a mobile number of its own. */
const addMember = (tenant: string, account: string, password: string) =>
  server.memberWithPassword(tenant, account, password, {
    mobile: { countryDialingCode: '66', mobileNum: `08${String(mobileSeq++).padStart(8, '0')}` },
  });

describe('login', () => {
  it('logs a seeded player in; the token opens member calls; first login is flagged once', async () => {
    const ip = freshIp();
    const r = await login('siam88', { username: 'player1', password: 'Player123!' }, ip);
    expect(r.status).toBe(200);
    expect(r.body.value.token).toMatch(/^[0-9a-f]{64}$/);
    expect(r.body.value).toMatchObject({
      firstTimeLogin: true,
      passwordIsDefault: false,
      passwordExpired: false,
      captcha: false,
      member: { account: 'player1', type: 0, isAgent: false, isTrial: false },
    });
    const info = await server.call<{ account: string }>('siam88', 'GET', '/wps/member/info', {
      token: r.body.value.token,
    });
    expect(info.body.value.account).toBe('player1');
    const again = await login('siam88', { username: 'PLAYER1', password: 'Player123!' }, ip);
    expect(again.body.value.firstTimeLogin).toBe(false);
  });

  it('refuses a plain body on the encrypted login call', async () => {
    const r = await server.call('siam88', 'POST', '/wps/session/login', {
      body: { username: 'player1', password: 'Player123!' },
    });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('encryption_required');
  });

  it('answers an unknown account like a wrong password (in_incorrect_password)', async () => {
    const r = await login('siam88', { username: 'nobody123', password: 'x' }, freshIp());
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('in_incorrect_password');
  });

  it('refuses a non-member account with member_no_enter', async () => {
    const r = await login(
      'siam88',
      { username: 'backoffice', password: 'Backoffice123!' },
      freshIp(),
    );
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('member_no_enter');
  });

  it('refuses the agent area to a player and lets an agent in', async () => {
    const ip = freshIp();
    const player = await login(
      'siam88',
      { username: 'player2', password: 'Player123!', area: 'agent' },
      ip,
    );
    expect(player.status).toBe(403);
    expect(player.body.errorCode).toBe('error_not_agent');
    const agent = await login(
      'siam88',
      { username: 'agent1', password: 'Agent123!', area: 'agent' },
      ip,
    );
    expect(agent.status).toBe(200);
    expect(agent.body.value.member).toMatchObject({ type: 1, isAgent: true });
  });

  it('flags the default password', async () => {
    await addMember('goldcrown', 'defaultpw1', 'Lobby@123456');
    const r = await login(
      'goldcrown',
      { username: 'defaultpw1', password: 'Lobby@123456' },
      freshIp(),
    );
    expect(r.body.value.passwordIsDefault).toBe(true);
  });
});

describe('captcha after a failure', () => {
  it('asks for a captcha after a wrong password, and a captcha works only once', async () => {
    const ip = freshIp();
    await addMember('siam88', 'capuser1', 'Right123!');
    const wrong = await login('siam88', { username: 'capuser1', password: 'Wrong123!' }, ip);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      errorCode: 'in_incorrect_password',
      value: { captcha: true },
    });

    const noCaptcha = await login('siam88', { username: 'capuser1', password: 'Right123!' }, ip);
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body.errorCode).toBe('captcha_required');

    // A proof of work that is not one is refused (what a script that does no work sends).
    const badAnswer = await login(
      'siam88',
      { username: 'capuser1', password: 'Right123!', captcha: '99999' },
      ip,
    );
    expect(badAnswer.body.errorCode).toBe('captcha_invalid');

    const c2 = await server.captcha('siam88');
    const ok = await login('siam88', { username: 'capuser1', password: 'Right123!', ...c2 }, ip);
    expect(ok.status).toBe(200);
    const replay = await login(
      'siam88',
      { username: 'capuser1', password: 'Wrong123!', ...c2 },
      ip,
    );
    expect(replay.body.errorCode).toBe('in_incorrect_password');
    const afterReplay = await login(
      'siam88',
      { username: 'capuser1', password: 'Right123!', ...c2 },
      ip,
    );
    expect(afterReplay.body.errorCode).toBe('captcha_invalid');
  });
});

describe('lockout', () => {
  it('locks the (account, address) pair for 5 minutes after 5 failures, even with the right password', async () => {
    const ip = freshIp();
    await addMember('siam88', 'lockme01', 'Right123!');
    for (let i = 0; i < 5; i++) {
      const c = i === 0 ? {} : await server.captcha('siam88');
      const r = await login('siam88', { username: 'lockme01', password: 'Nope!', ...c }, ip);
      expect(r.body.errorCode).toBe('in_incorrect_password');
    }
    const c = await server.captcha('siam88');
    const locked = await login('siam88', { username: 'lockme01', password: 'Right123!', ...c }, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe('auth/too-many-requests');
    expect(locked.body.value).toMatchObject({ retryAfterSeconds: 300 });

    await server.call('siam88', 'POST', '/__test/clock/advance', { body: { ms: 4 * 60_000 } });
    const stillLocked = await login('siam88', { username: 'lockme01', password: 'Right123!' }, ip);
    expect(stillLocked.status).toBe(429);

    await server.call('siam88', 'POST', '/__test/clock/advance', { body: { ms: 60_000 } });
    const c2 = await server.captcha('siam88');
    const ok = await login('siam88', { username: 'lockme01', password: 'Right123!', ...c2 }, ip);
    expect(ok.status).toBe(200);
  });

  it('asks every login from an address with 10 failures for a captcha; other addresses and tenants are not affected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const r = await login('goldcrown', { username: `ghost${i}x`, password: 'Nope!' }, ip);
      expect(r.body.errorCode).toBe('in_incorrect_password');
    }
    await addMember('goldcrown', 'ipvictim1', 'Right123!');
    const asked = await login('goldcrown', { username: 'ipvictim1', password: 'Right123!' }, ip);
    expect(asked.status).toBe(400);
    expect(asked.body.errorCode).toBe('captcha_required');
    const c = await server.captcha('goldcrown');
    const ok = await login('goldcrown', { username: 'ipvictim1', password: 'Right123!', ...c }, ip);
    expect(ok.status).toBe(200);
    // From another address no captcha is asked (the member's new address gets a second factor).
    const elsewhere = await login(
      'goldcrown',
      { username: 'ipvictim1', password: 'Right123!' },
      freshIp(),
    );
    expect(elsewhere.status).toBe(200);
    // Another tenant keeps its own counters.
    const otherTenant = await login('longwan', { username: 'player1', password: 'Player123!' }, ip);
    expect(otherTenant.status).toBe(200);
  });
});

describe('sessions', () => {
  it('logout invalidates the token', async () => {
    const r = await login('siam88', { username: 'player2', password: 'Player123!' }, freshIp());
    const token = r.body.value.token;
    const out = await server.call('siam88', 'DELETE', '/wps/session/logout', { token });
    expect(out.status).toBe(200);
    const info = await server.call('siam88', 'GET', '/wps/member/info', { token });
    expect(info.status).toBe(401);
    expect(info.body.errorCode).toBe('user.or.token.invalid');
  });

  it("refuses a tenant's token on another tenant", async () => {
    const r = await login('longwan', { username: 'player2', password: 'Player123!' }, freshIp());
    const token = r.body.value.token;
    expect((await server.call('longwan', 'GET', '/wps/member/info', { token })).status).toBe(200);
    const other = await server.call('goldcrown', 'GET', '/wps/member/info', { token });
    expect(other.status).toBe(401);
  });
});

describe('second factor', () => {
  it('asks a member for an SMS code when logging in from a new IP', async () => {
    await addMember('siam88', 'travel01', 'Right123!');
    const home = freshIp();
    expect(
      (await login('siam88', { username: 'travel01', password: 'Right123!' }, home)).status,
    ).toBe(200);
    const away = freshIp();
    const r = await login('siam88', { username: 'travel01', password: 'Right123!' }, away);
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ secondFactorRequired: true });
    expect(r.body.value.token).toBeUndefined();
    const t = server.lobby.deps.tenants.byCode('siam88')!;
    const mobile = t.store.data.members.find((m) => m.account === 'travel01')!.mobile!.mobileNum;
    const codes = await server.call<{ code: string; purpose: string }[]>(
      'siam88',
      'GET',
      `/__test/sms?mobileNum=${mobile}`,
    );
    const code = codes.body.value.find((c) => c.purpose === 'second-factor')!.code;
    const bad = await server.call('siam88', 'POST', '/wps/session/login/verify', {
      body: {
        challengeId: r.body.value.challengeId,
        verificationCode: code === '000000' ? '111111' : '000000',
      },
      ip: away,
    });
    expect(bad.body.errorCode).toBe('auth/invalid-verification-code');
    const ok = await server.call<LoginValue>('siam88', 'POST', '/wps/session/login/verify', {
      body: { challengeId: r.body.value.challengeId, verificationCode: code },
      ip: away,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.value.token).toMatch(/^[0-9a-f]{64}$/);
    // The new IP is now known: no second factor next time.
    const next = await login('siam88', { username: 'travel01', password: 'Right123!' }, away);
    expect(next.body.value.token).toBeDefined();
  });
});

describe('free play', () => {
  it('creates a trial member (type 4) with a trial balance and logs it in', async () => {
    const r = await server.call<LoginValue>('siam88', 'POST', '/wps/session/login/freeplay', {
      body: { os: 'linux', platform: 'W', Encryption: 'abcdefgh12345678' },
      encrypt: true,
    });
    expect(r.status).toBe(200);
    expect(r.body.value.member).toMatchObject({ type: 4, isTrial: true });
    const info = await server.call<{ isTrial: boolean }>('siam88', 'GET', '/wps/member/info', {
      token: r.body.value.token,
    });
    expect(info.body.value.isTrial).toBe(true);
    const t = server.lobby.deps.tenants.byCode('siam88')!;
    expect(t.store.data.balances[String(r.body.value.member.id)]).toBeGreaterThan(0);
    // Trial members are refused what needs a real account.
    const pw = await server.call('siam88', 'POST', '/wps/member/password', {
      body: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
      encrypt: true,
      token: r.body.value.token,
    });
    expect(pw.body.errorCode).toBe('in_need_true_account');
  });

  it('is refused where the tenant turns it off', async () => {
    const r = await server.call('goldcrown', 'POST', '/wps/session/login/freeplay', {
      body: { platform: 'W', Encryption: 'abcdefgh12345678' },
      encrypt: true,
    });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('feature_disabled');
  });
});

describe('SMS login', () => {
  it('sends a login code, refuses a resend during the countdown, and logs in with the code', async () => {
    const ip = freshIp();
    const t = server.lobby.deps.tenants.byCode('longwan')!;
    const mobile = t.store.data.members.find((m) => m.account === 'agent1')!.mobile!.mobileNum;
    const sent = await server.call<{ expiredMinutes: number }>(
      'longwan',
      'POST',
      '/wps/verification/sms/noLogin',
      {
        body: { mobileNum: mobile, countryDialingCode: '86', ...(await server.captcha('longwan')) },
        ip,
      },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.value.expiredMinutes).toBe(1);
    const again = await server.call('longwan', 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: mobile, countryDialingCode: '86', ...(await server.captcha('longwan')) },
      ip,
    });
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe('sms_resend_too_soon');

    const codes = await server.call<{ code: string }[]>(
      'longwan',
      'GET',
      `/__test/sms?mobileNum=${mobile}`,
    );
    const r = await login(
      'longwan',
      { username: mobile, password: codes.body.value[0]!.code, type: 'sms' },
      ip,
    );
    expect(r.status).toBe(200);
    expect(r.body.value.member.account).toBe('agent1');

    await server.call('longwan', 'POST', '/__test/clock/advance', { body: { ms: 60_000 } });
    const later = await server.call('longwan', 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: mobile, countryDialingCode: '86', ...(await server.captcha('longwan')) },
      ip,
    });
    expect(later.status).toBe(200);
  });

  it('is refused where the tenant has no SMS login', async () => {
    const r = await server.call('siam88', 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: '0810000001', countryDialingCode: '66' },
    });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('feature_disabled');
  });
});
