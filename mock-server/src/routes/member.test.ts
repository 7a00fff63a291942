import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../security/password.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface LoginValue {
  token: string;
  passwordIsDefault: boolean;
  member: { id: number; account: string; type: number };
}
interface Failure {
  fields?: { field: string; key: string; min?: number; max?: number }[];
}

let ipSeq = 1;
const freshIp = () => `10.1.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

async function smsCode(tenant: string, mobile: string, purpose: string) {
  const r = await server.call<{ code: string; purpose: string }[]>(
    tenant,
    'GET',
    `/__test/sms?mobileNum=${mobile}`,
  );
  return r.body.value.find((c) => c.purpose === purpose)?.code;
}

const register = (tenant: string, variant: 'username' | 'mobile', body: object, ip = freshIp()) =>
  server.call<LoginValue | Failure>(
    tenant,
    'POST',
    variant === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
    { body, encrypt: true, ip },
  );

const login = (tenant: string, username: string, password: string, ip = '127.0.0.1') =>
  server.call<LoginValue>(tenant, 'POST', '/wps/session/login', {
    body: { username, password },
    encrypt: true,
    ip,
  });

const memberOf = (tenant: string, account: string) =>
  server.lobby.deps.tenants.byCode(tenant)!.store.data.members.find((m) => m.account === account);

const dataFile = (tenant: string) => path.join(server.dataDir!, `${tenant}.json`);

const fieldsOf = (r: { body: { value: unknown } }) =>
  (r.body.value as Failure).fields?.map((f) => `${f.field}:${f.key}`) ?? [];

describe('registration rules per tenant', () => {
  it('longwan: a mobile registration needs no password without MOBILENUMPASSREG3; siam88 (on) refuses one without', async () => {
    const longwan = await register('longwan', 'mobile', {
      mobileNum: '13900001111',
      countryDialingCode: '86',
      ...(await server.captcha('longwan')),
    });
    expect(longwan.status).toBe(200);
    expect((longwan.body.value as LoginValue).token).toMatch(/^[0-9a-f]{64}$/);
    expect(memberOf('longwan', '13900001111')).toBeDefined();

    const siam = await register('siam88', 'mobile', {
      mobileNum: '0899000999',
      countryDialingCode: '66',
      ...(await server.captcha('siam88')),
    });
    expect(siam.status).toBe(400);
    expect(fieldsOf(siam)).toEqual(expect.arrayContaining(['password:not_empty']));
  });

  it('siam88: mobile only, with an SMS code; field errors carry reg_pattern keys', async () => {
    const byName = await register('siam88', 'username', {
      username: 'newuser01',
      password: 'Abc123!x',
      confirmPassword: 'Abc123!x',
    });
    expect(byName.status).toBe(403);
    expect(byName.body.errorCode).toBe('registration_disabled');

    const bad = await register('siam88', 'mobile', {
      mobileNum: '12ab',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('field_invalid');
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining([
        'mobileNum:reg_pattern_5',
        'password:reg_pattern_17',
        'verificationCode:not_empty',
      ]),
    );
    const mobileError = (bad.body.value as Failure).fields!.find((f) => f.field === 'mobileNum');
    expect(mobileError).toMatchObject({ min: 9, max: 10 });

    const mobile = '0899000111';
    // A code answers the browser that asked for it: one address sends and registers.
    const phone = freshIp();
    const sms = await server.call<{ expiredMinutes: number }>(
      'siam88',
      'POST',
      '/wps/verification/sms/register',
      {
        body: {
          mobileNo: mobile,
          countryDialingCode: '66',
          regType: 'mobile',
          ...(await server.captcha('siam88')),
        },
        ip: phone,
      },
    );
    expect(sms.body.value.expiredMinutes).toBe(1);
    const resend = await server.call('siam88', 'POST', '/wps/verification/sms/register', {
      body: { mobileNo: mobile, countryDialingCode: '66', ...(await server.captcha('siam88')) },
      ip: phone,
    });
    expect(resend.status).toBe(429);
    expect(resend.body.errorCode).toBe('sms_resend_too_soon');

    const wrongCode = await register(
      'siam88',
      'mobile',
      {
        mobileNum: mobile,
        countryDialingCode: '66',
        password: 'Abc123!x',
        confirmPassword: 'Abc123!x',
        verificationCode:
          '999999' === (await smsCode('siam88', mobile, 'register')) ? '888888' : '999999',
        ...(await server.captcha('siam88')),
      },
      phone,
    );
    expect(wrongCode.body.errorCode).toBe('auth/invalid-verification-code');

    const ok = await register(
      'siam88',
      'mobile',
      {
        mobileNum: mobile,
        countryDialingCode: '66',
        password: 'Abc123!x',
        confirmPassword: 'Abc123!x',
        verificationCode: await smsCode('siam88', mobile, 'register'),
        registerMethod: 'WEB',
        ...(await server.captcha('siam88')),
      },
      phone,
    );
    expect(ok.status).toBe(200);
    const token = (ok.body.value as LoginValue).token;
    const info = await server.call<{ account: string; mobile: string }>(
      'siam88',
      'GET',
      '/wps/member/info',
      { token },
    );
    expect(info.body.value.account).toBe(mobile);
    expect(info.body.value.mobile).toBe('+66 ******0111');
    const hash = memberOf('siam88', mobile)!.passwordHash;
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[^$]+\$[^$]+$/);
    expect(hash).not.toContain('Abc123');

    // A taken number gets a code like a free one; only the code's holder learns it is taken.
    await server.call('siam88', 'POST', '/__test/clock/advance', { body: { ms: 61_000 } });
    const free = '0899000112';
    const send = async (mobileNo: string) =>
      server.call<{ expiredMinutes: number; message: string }>(
        'siam88',
        'POST',
        '/wps/verification/sms/register',
        {
          body: { mobileNo, countryDialingCode: '66', ...(await server.captcha('siam88')) },
          ip: phone,
        },
      );
    const [taken, untaken] = [await send(mobile), await send(free)];
    expect(taken.status).toBe(untaken.status);
    expect(taken.body.value.expiredMinutes).toBe(untaken.body.value.expiredMinutes);
    expect(taken.body.value.message.replace(/\d{4}$/, '')).toBe(
      untaken.body.value.message.replace(/\d{4}$/, ''),
    );
    const again = await register(
      'siam88',
      'mobile',
      {
        mobileNum: mobile,
        countryDialingCode: '66',
        password: 'Abc123!x',
        confirmPassword: 'Abc123!x',
        verificationCode: await smsCode('siam88', mobile, 'register'),
        registerMethod: 'WEB',
        ...(await server.captcha('siam88')),
      },
      phone,
    );
    expect(again.body.errorCode).toBe('mobile_taken');
  });

  it('goldcrown: username only, e-mail and payment password required; duplicates refused', async () => {
    const byMobile = await register('goldcrown', 'mobile', { mobileNum: '9170001234' });
    expect(byMobile.body.errorCode).toBe('registration_disabled');

    const missing = await register('goldcrown', 'username', {
      username: '9bad',
      password: 'Abc123!x',
      confirmPassword: 'Abc123!y',
      ...(await server.captcha('goldcrown')),
    });
    expect(missing.body.errorCode).toBe('field_invalid');
    expect(fieldsOf(missing)).toEqual(
      expect.arrayContaining([
        'username:reg_pattern_0',
        'email:not_empty',
        'paymentPassword:not_empty',
        'confirmPassword:inconsistent_twice',
      ]),
    );

    const form = {
      username: 'goldfan01',
      password: 'Abc123!x',
      confirmPassword: 'Abc123!x',
      email: 'goldfan01@example.com',
      paymentPassword: '654321',
    };
    const ok = await register('goldcrown', 'username', {
      ...form,
      ...(await server.captcha('goldcrown')),
    });
    expect(ok.status).toBe(200);
    expect(memberOf('goldcrown', 'goldfan01')).toMatchObject({ email: 'goldfan01@example.com' });
    expect(memberOf('goldcrown', 'goldfan01')!.paymentPasswordHash).toMatch(/^hmac-sha256\$/);

    const again = await register('goldcrown', 'username', {
      ...form,
      username: 'GOLDFAN01',
      ...(await server.captcha('goldcrown')),
    });
    expect(again.body.errorCode).toBe('username_taken');
  });

  it('longwan: both modes; invitation codes checked; referral code links the referrer', async () => {
    const base = { password: 'Abc123!x', confirmPassword: 'Abc123!x' };
    const badInvite = await register('longwan', 'username', {
      ...base,
      username: 'dragon01',
      mobileNum: '13911112222',
      affiliateCode: 'NOPE99',
      ...(await server.captcha('longwan')),
    });
    expect(badInvite.status).toBe(400);
    expect(badInvite.body.errorCode).toBe('invitation_code_error');

    const ok = await register('longwan', 'username', {
      ...base,
      username: 'dragon01',
      mobileNum: '13911112222',
      affiliateCode: 'AGENT1',
      referralCode: 'PLAYER1',
      ...(await server.captcha('longwan')),
    });
    expect(ok.status).toBe(200);
    const m = memberOf('longwan', 'dragon01')!;
    expect(m.parentId).toBe(memberOf('longwan', 'agent1')!.id);
    expect(m.referredBy).toBe(memberOf('longwan', 'player1')!.id);

    // An unknown referral code from the link is ignored: the player registers, referred by no one.
    const unknownReferral = await register('longwan', 'username', {
      ...base,
      username: 'dragon02',
      mobileNum: '13911113333',
      referralCode: 'REF123',
      ...(await server.captcha('longwan')),
    });
    expect(unknownReferral.status).toBe(200);
    expect(memberOf('longwan', 'dragon02')!.referredBy).toBeUndefined();

    // Mobile variant without REGMOBVERF3: no SMS code needed; mobile rule is 11 digits from 1.
    const short = await register('longwan', 'mobile', {
      ...base,
      mobileNum: '2391111',
      ...(await server.captcha('longwan')),
    });
    expect(fieldsOf(short)).toContain('mobileNum:reg_pattern_5');
    const byMobile = await register('longwan', 'mobile', {
      ...base,
      mobileNum: '13933334444',
      countryDialingCode: '86',
      ...(await server.captcha('longwan')),
    });
    expect(byMobile.status).toBe(200);
    const dup = await register('longwan', 'mobile', {
      ...base,
      mobileNum: '13933334444',
      ...(await server.captcha('longwan')),
    });
    expect(dup.body.errorCode).toBe('mobile_taken');
  });

  it('checks the captcha when the rule enables it', async () => {
    const form = {
      username: 'capfail01',
      password: 'Abc123!x',
      confirmPassword: 'Abc123!x',
      email: 'capfail01@example.com',
      paymentPassword: '123456',
    };
    const c = await server.captcha('goldcrown');
    const wrong = await register('goldcrown', 'username', {
      ...form,
      captchaId: c.captchaId,
      captcha: c.captcha === '0000' ? '1111' : '0000',
    });
    expect(wrong.body.errorCode).toBe('captcha_invalid');
    // A wrong answer uses nothing up: the solution then registers, once.
    const ok = await register('goldcrown', 'username', { ...form, ...c });
    expect(ok.status).toBe(200);
    const reused = await register('goldcrown', 'username', {
      ...form,
      username: 'capfail02',
      email: 'capfail02@example.com',
      ...c,
    });
    expect(reused.body.errorCode).toBe('captcha_invalid');
  });

  it('leaves the data file byte-identical when a registration fails', async () => {
    const before = fs.readFileSync(dataFile('goldcrown'));
    const attempts = [
      { username: 'x', password: 'a' },
      {
        username: 'player1',
        password: 'Abc123!x',
        confirmPassword: 'Abc123!x',
        email: 'p@example.com',
        paymentPassword: '123456',
        ...(await server.captcha('goldcrown')),
      },
      {
        username: 'okname01',
        password: 'Abc123!x',
        confirmPassword: 'Abc123!x',
        email: 'p@example.com',
        paymentPassword: '123456',
        captchaId: 'nope',
        captcha: '1234',
      },
    ];
    const codes = [];
    for (const body of attempts)
      codes.push((await register('goldcrown', 'username', body)).body.errorCode);
    expect(codes).toEqual(['field_invalid', 'username_taken', 'captcha_invalid']);
    const unknownField = await register('goldcrown', 'username', { username: 'a', admin: true });
    expect(unknownField.body.errorCode).toBe('invalid_request');
    expect(fs.readFileSync(dataFile('goldcrown')).equals(before)).toBe(true);
  });
});

describe('welcome message', () => {
  it("greets a new member by the brand's name when they join; a renamed brand's earlier welcomes stay as sent", async () => {
    const tenant = server.lobby.deps.tenants.byCode('goldcrown')!;
    const join = async (username: string) => {
      const r = await register('goldcrown', 'username', {
        username,
        password: 'Abc123!x',
        confirmPassword: 'Abc123!x',
        email: `${username}@example.com`,
        paymentPassword: '654321',
        ...(await server.captcha('goldcrown')),
      });
      expect(r.status).toBe(200);
      const token = (r.body.value as LoginValue).token;
      const list = await server.call<{ list: { title: string; content: string }[] }>(
        'goldcrown',
        'GET',
        '/wps/messages',
        { token },
      );
      return list.body.value.list;
    };
    const before = await join('welcomeold1');
    expect(before.map((m) => m.title)).toEqual(['Welcome to Gold Crown Casino']);
    expect(before[0]!.content).toContain('Hello welcomeold1');

    const original = tenant.manifest;
    tenant.manifest = { ...original, displayName: 'Crown Royale' };
    try {
      const after = await join('welcomenew1');
      expect(after.map((m) => m.title)).toEqual(['Welcome to Crown Royale']);
      expect(JSON.stringify(after)).not.toContain('Gold Crown Casino');
      const first = tenant.store.data.content.messages.filter(
        (m) => m.memberId === memberOf('goldcrown', 'welcomeold1')!.id,
      );
      expect(JSON.stringify(first)).toContain('Gold Crown Casino');
    } finally {
      tenant.manifest = original;
    }
  });
});

describe('affiliate code check', () => {
  it("accepts an agent's code and refuses others", async () => {
    const ok = await server.call<{ valid: boolean; domain: string }>(
      'siam88',
      'GET',
      '/wps/agent/affiliate?code=agent1',
    );
    expect(ok.body.value).toEqual({ valid: true, domain: 'siam88.example.com' });
    const player = await server.call('siam88', 'GET', '/wps/agent/affiliate?code=PLAYER1');
    expect(player.body.errorCode).toBe('invitation_code_error');
  });
});

describe('passwords', () => {
  it('refuses the default password at registration, under the field, and writes no member', async () => {
    const reg = await register('goldcrown', 'username', {
      username: 'pwdefault1',
      password: 'Lobby@123456',
      confirmPassword: 'Lobby@123456',
      email: 'pwdefault1@example.com',
      paymentPassword: '123456',
      ...(await server.captcha('goldcrown')),
    });
    expect(reg.status).toBe(400);
    expect(reg.body).toMatchObject({
      errorCode: 'password_is_default',
      value: { field: 'password' },
    });
    expect(memberOf('goldcrown', 'pwdefault1')).toBeUndefined();
  });

  it('changes the password; wrong old, mismatch and reuse are refused; the default flag clears', async () => {
    // An account an operator opened with the default password (registration refuses it).
    const { token } = await server.memberWithToken('goldcrown', 'pwchange1', {
      passwordHash: await hashPassword('Lobby@123456', server.lobby.deps.passwordCost),
      passwordIsDefault: true,
    });
    const change = (body: object) =>
      server.call('goldcrown', 'POST', '/wps/member/password', { body, encrypt: true, token });
    expect(
      (
        await change({
          oldPassword: 'Lobby@123456',
          newPassword: 'New123!x',
          confirmNewPassword: 'New123!y',
        })
      ).body.errorCode,
    ).toBe('inconsistent_twice');
    expect(
      (
        await change({
          oldPassword: 'Wrong1!x',
          newPassword: 'New123!x',
          confirmNewPassword: 'New123!x',
        })
      ).body.errorCode,
    ).toBe('old_password_incorrect');
    expect(
      (
        await change({
          oldPassword: 'Lobby@123456',
          newPassword: 'Lobby@123456',
          confirmNewPassword: 'Lobby@123456',
        })
      ).body.errorCode,
    ).toBe('password_same_as_old');
    const weak = await change({
      oldPassword: 'Lobby@123456',
      newPassword: 'weakpass',
      confirmNewPassword: 'weakpass',
    });
    expect(fieldsOf(weak)).toEqual(['newPassword:reg_pattern_17']);
    const stillDefault = await change({
      oldPassword: 'Lobby@123456',
      newPassword: 'Lobby@123456x',
      confirmNewPassword: 'Lobby@123456x',
    });
    expect(stillDefault.status).toBe(200);
    const backToDefault = await change({
      oldPassword: 'Lobby@123456x',
      newPassword: 'Lobby@123456',
      confirmNewPassword: 'Lobby@123456',
    });
    expect(backToDefault.status).toBe(400);
    expect(backToDefault.body).toMatchObject({
      errorCode: 'password_is_default',
      value: { field: 'newPassword' },
    });
    const ok = await change({
      oldPassword: 'Lobby@123456x',
      newPassword: 'New123!x',
      confirmNewPassword: 'New123!x',
    });
    expect(ok.status).toBe(200);
    const info = await server.call<{ passwordIsDefault: boolean }>(
      'goldcrown',
      'GET',
      '/wps/member/info',
      { token },
    );
    expect(info.body.value.passwordIsDefault).toBe(false);
    expect((await login('goldcrown', 'pwchange1', 'Lobby@123456')).body.errorCode).toBe(
      'in_incorrect_password',
    );
  });

  it('resets the password by phone and logs in (siam88); refused where the flag is off', async () => {
    const mobile = memberOf('siam88', 'player2')!.mobile!.mobileNum;
    const sent = await server.call('siam88', 'POST', '/wps/verification/sms/reset', {
      body: { mobileNum: mobile, countryDialingCode: '66', ...(await server.captcha('siam88')) },
    });
    expect(sent.status).toBe(200);
    const code = await smsCode('siam88', mobile, 'reset');
    const r = await server.call<LoginValue>('siam88', 'POST', '/wps/member/password/verification', {
      body: { newPassword: 'Reset123!', mobileNum: mobile, verificationCode: code },
      encrypt: true,
    });
    expect(r.status).toBe(200);
    expect(r.body.value.member.account).toBe('player2');
    const info = await server.call('siam88', 'GET', '/wps/member/info', {
      token: r.body.value.token,
    });
    expect(info.status).toBe(200);
    expect((await login('siam88', 'player2', 'Reset123!')).status).toBe(200);
    const reused = await server.call('siam88', 'POST', '/wps/member/password/verification', {
      body: { newPassword: 'Reset456!', mobileNum: mobile, verificationCode: code },
      encrypt: true,
    });
    expect(reused.body.errorCode).toBe('auth/invalid-verification-code');

    const gold = await server.call('goldcrown', 'POST', '/wps/verification/sms/reset', {
      body: { mobileNum: '9170000001', countryDialingCode: '63' },
    });
    expect(gold.body.errorCode).toBe('feature_disabled');
  });

  it('answers forgot-by-email with in_been_out (form-encoded), and refuses a wrong e-mail', async () => {
    const ok = await server.call<string>('goldcrown', 'POST', '/wps/member/password/email', {
      raw: {
        contentType: 'application/x-www-form-urlencoded',
        data: Buffer.from('username=player1&email=player1%40example.com'),
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.value).toBe('in_been_out');
    const bad = await server.call('goldcrown', 'POST', '/wps/member/password/email', {
      body: { username: 'player1', email: 'other@example.com' },
    });
    expect(bad.body.errorCode).toBe('Username/Email does not exist');
  });

  it('sets a payment password after checking the login password', async () => {
    const { token } = (await login('longwan', 'player2', 'Player123!')).body.value;
    const put = (body: object) =>
      server.call<{ hasPaymentPassword: boolean }>(
        'longwan',
        'PUT',
        '/wps/member/paymentPassword',
        {
          body,
          token,
        },
      );
    const wrong = await put({
      loginPassword: 'Nope123!',
      newPaymentPassword: '111222',
      confirmPaymentPassword: '111222',
    });
    expect(wrong.body.errorCode).toBe('in_incorrect_password');
    const notDigits = await put({
      loginPassword: 'Player123!',
      newPaymentPassword: 'abcdef',
      confirmPaymentPassword: 'abcdef',
    });
    expect(notDigits.body.errorCode).toBe('invalid_request');
    const before = memberOf('longwan', 'player2')!.paymentPasswordHash;
    const ok = await put({
      loginPassword: 'Player123!',
      newPaymentPassword: '111222',
      confirmPaymentPassword: '111222',
    });
    expect(ok.body.value).toEqual({ hasPaymentPassword: true });
    expect(memberOf('longwan', 'player2')!.paymentPasswordHash).not.toBe(before);
  });
});

describe('member info and profile', () => {
  it('answers the member view with VIP, currency, masked mobile and referral code', async () => {
    const { token } = (await login('siam88', 'player1', 'Player123!')).body.value;
    const info = await server.call<Record<string, unknown>>('siam88', 'GET', '/wps/member/info', {
      token,
    });
    // The level the VIP page shows, reached by the seeded player's valid bets.
    const vip = await server.call<{ level: number }>('siam88', 'GET', '/wps/rewards/vip', {
      token,
    });
    const level = vip.body.value.level;
    expect(info.body.value).toMatchObject({
      account: 'player1',
      type: 0,
      vipLevel: level,
      hasVip: level > 0,
      vipLabelName: level > 0 ? `VIP ${level}` : '',
      currencySymbol: '฿',
      isAgent: false,
      isTrial: false,
      referralCode: 'PLAYER1',
      email: 'player1@example.com',
      hasPaymentPassword: true,
    });
    expect(info.body.value.mobile).toMatch(/^\+66 \*+\d{4}$/);
    const icon = await server.call('siam88', 'GET', '/wps/member/info/icon', { token });
    expect(icon.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(icon.text).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('updates the profile and refuses a birthday under the tenant age', async () => {
    const { token } = (await login('goldcrown', 'player2', 'Player123!')).body.value;
    const young = await server.call('goldcrown', 'PUT', '/wps/member/info', {
      body: { birthday: '2010-01-01' },
      token,
    });
    expect(young.status).toBe(400);
    expect(young.body.errorCode).toBe('birthday_limit');
    const ok = await server.call<{ nickname: string; profile: Record<string, string> }>(
      'goldcrown',
      'PUT',
      '/wps/member/info',
      { body: { nickname: 'Lucky Two', birthday: '1990-02-03', telegram: '@two' }, token },
    );
    expect(ok.body.value.nickname).toBe('Lucky Two');
    expect(ok.body.value.profile).toMatchObject({ birthday: '1990-02-03', telegram: '@two' });
  });

  it('stores the language preference a member picks, among the tenant languages', async () => {
    const { member, token } = await server.memberWithToken('goldcrown', 'langpref01');
    const set = (language: string) =>
      server.call('goldcrown', 'PUT', '/wps/member/language', { body: { language }, token });
    expect((await set('ar')).status).toBe(200);
    expect(memberOf('goldcrown', member.account)!.language).toBe('ar');
    const unlisted = await set('ja');
    expect(unlisted.status).toBe(400);
    expect(memberOf('goldcrown', member.account)!.language).toBe('ar');
  });
});
