// The attacks a security review of the server listed (one numbered block each), replayed over
// HTTP against the real app: each test is an attacker and, where it matters, the owner at
// another address.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiResponse, type TestServer } from '../../testing/harness.ts';
import { memberWithMobile } from '../../testing/arrange.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface LoginValue {
  token?: string;
  secondFactorRequired?: true;
  challengeId?: string;
  member: { account: string };
}
interface Locked {
  retryAfterSeconds: number;
}

let ipSeq = 1;
const freshIp = () => `10.9.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
let mobileSeq = 1;
const freshMobile = () => `0899${String(mobileSeq++).padStart(6, '0')}`;

/** Moves one tenant's clock (each tenant has its own). */
const advance = (ms: number, tenant = 'siam88') =>
  server.call(tenant, 'POST', '/__test/clock/advance', { body: { ms } });

const login = (tenant: string, body: Record<string, unknown>, ip: string) =>
  server.call<LoginValue>(tenant, 'POST', '/wps/session/login', { body, encrypt: true, ip });

/** Logs in with a captcha every time (the account or the address may ask for one). */
const loginWithCaptcha = async (tenant: string, body: Record<string, unknown>, ip: string) =>
  login(tenant, { ...body, ...(await server.captcha(tenant)) }, ip);

const addMember = (tenant: string, account: string, password: string, mobile?: string) =>
  memberWithMobile(server, tenant, account, password, mobile);

const retryAfter = (r: ApiResponse<unknown>) => (r.body.value as Locked).retryAfterSeconds;

describe('1. SMS reset codes cannot be brute-forced, SMS cannot be pumped', () => {
  const send = async (mobileNum: string, ip: string) =>
    server.call('siam88', 'POST', '/wps/verification/sms/reset', {
      body: { mobileNum, countryDialingCode: '66', ...(await server.captcha('siam88')) },
      ip,
    });

  it('an address guessing codes proves work past 5 wrong ones and is locked past 20; a resend buys no new guesses', async () => {
    const mobile = freshMobile();
    await addMember('siam88', 'resetme1', 'Right123!', mobile);
    const ip = freshIp();
    const guess = async (code: string, proof = true) =>
      server.call('siam88', 'POST', '/wps/member/password/verification', {
        body: {
          newPassword: 'Hacked123!',
          mobileNum: mobile,
          verificationCode: code,
          ...(proof ? await server.captcha('siam88') : {}),
        },
        encrypt: true,
        ip,
      });
    expect((await send(mobile, ip)).status).toBe(200);
    const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
    let code = (await server.smsCodes('siam88', mobile))[0]!.code;
    for (let i = 0; i < 5; i++)
      expect((await guess(wrongOf(code), false)).body.errorCode).toBe(
        'auth/invalid-verification-code',
      );
    // The code is gone after 5 wrong guesses, but the countdown still holds.
    const resend = await send(mobile, ip);
    expect(resend.status).toBe(429);
    expect(resend.body.errorCode).toBe('sms_resend_too_soon');
    // Past 5 wrong codes the address proves work on each guess, the right code included.
    expect((await guess(code, false)).body.errorCode).toBe('captcha_required');

    await advance(61_000);
    expect((await send(mobile, ip)).status).toBe(200);
    code = (await server.smsCodes('siam88', mobile))[0]!.code;
    for (let i = 0; i < 15; i++)
      expect((await guess(wrongOf(code))).body.errorCode).toBe('auth/invalid-verification-code');
    // The 20th wrong code within the hour locks the address for an hour, across codes.
    const right = await guess(code);
    expect(right.status).toBe(429);
    expect(right.body.errorCode).toBe('verification_attempts_exceeded');
    expect(retryAfter(right)).toBeGreaterThan(59 * 60);
  });

  it("caps strangers' SMS sends per number per hour, then paces them, however the countdown is waited out", async () => {
    const mobile = freshMobile();
    await addMember('siam88', 'pumped01', 'Right123!', mobile);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await send(mobile, freshIp());
      statuses.push(r.status);
      if (r.status === 429) expect(r.body.errorCode).toBe('sms_paced');
      await advance(61_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('caps SMS sends per address across numbers', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send(freshMobile(), ip)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('2. nobody can lock the owner out', () => {
  it("locks the attacker's (account, address) pair with growing delays; the owner logs in from elsewhere", async () => {
    await addMember('goldcrown', 'victim01', 'Right123!');
    const attacker = freshIp();
    const owner = freshIp();
    const waits: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 5; i++) {
        const r = await loginWithCaptcha(
          'goldcrown',
          { username: 'victim01', password: 'Nope!' },
          attacker,
        );
        expect(r.body.errorCode).toBe('in_incorrect_password');
      }
      const blocked = await loginWithCaptcha(
        'goldcrown',
        { username: 'victim01', password: 'Right123!' },
        attacker,
      );
      expect(blocked.status).toBe(429);
      expect(blocked.body.errorCode).toBe('auth/too-many-requests');
      waits.push(retryAfter(blocked));
      // Meanwhile the owner, at another address, gets in with the right password.
      const ok = await loginWithCaptcha(
        'goldcrown',
        { username: 'victim01', password: 'Right123!' },
        owner,
      );
      expect(ok.status).toBe(200);
      expect(ok.body.value.token).toMatch(/^[0-9a-f]{64}$/);
      await advance(waits.at(-1)! * 1000, 'goldcrown');
    }
    expect(waits).toEqual([300, 600]);
  });

  it('an address with many failures asks a captcha of everyone but locks out none of its members', async () => {
    const nat = freshIp();
    await addMember('goldcrown', 'natuser1', 'Right123!');
    expect(
      (await login('goldcrown', { username: 'natuser1', password: 'Right123!' }, nat)).status,
    ).toBe(200);
    for (let i = 0; i < 25; i++) {
      const r = await login('goldcrown', { username: `natghost${i}`, password: 'Nope!' }, nat);
      expect(r.status).toBe(400);
      expect(r.body.errorCode).toBe(i < 10 ? 'in_incorrect_password' : 'captcha_required');
    }
    const bare = await login('goldcrown', { username: 'natuser1', password: 'Right123!' }, nat);
    expect(bare.body.errorCode).toBe('captcha_required');
    const ok = await loginWithCaptcha(
      'goldcrown',
      { username: 'natuser1', password: 'Right123!' },
      nat,
    );
    expect(ok.status).toBe(200);
  });

  it('a distributed guess steps the account up for strangers (a captcha, then the second factor), never a lock', async () => {
    await addMember('goldcrown', 'spread01', 'Right123!');
    const home = freshIp();
    expect(
      (await login('goldcrown', { username: 'spread01', password: 'Right123!' }, home)).status,
    ).toBe(200);
    for (let i = 0; i < 20; i++) {
      const r = await loginWithCaptcha(
        'goldcrown',
        { username: 'spread01', password: 'Nope!' },
        freshIp(),
      );
      expect(r.body.errorCode).toBe('in_incorrect_password');
    }
    const stranger = freshIp();
    const bare = await login(
      'goldcrown',
      { username: 'spread01', password: 'Right123!' },
      stranger,
    );
    expect(bare.body.errorCode).toBe('captcha_required');
    const solved = await loginWithCaptcha(
      'goldcrown',
      { username: 'spread01', password: 'Right123!' },
      stranger,
    );
    expect(solved.status).toBe(200);
    expect(solved.body.value.secondFactorRequired).toBe(true);
    const owner = await loginWithCaptcha(
      'goldcrown',
      { username: 'spread01', password: 'Right123!' },
      home,
    );
    expect(owner.status).toBe(200);
    expect(owner.body.value.token).toBeTruthy();
  });
});

describe('3. accounts cannot be enumerated', () => {
  it('answers an unknown account exactly like a wrong password', async () => {
    await addMember('goldcrown', 'known001', 'Right123!');
    const unknown = await login(
      'goldcrown',
      { username: 'nosuch001', password: 'Nope!' },
      freshIp(),
    );
    const wrong = await login('goldcrown', { username: 'known001', password: 'Nope!' }, freshIp());
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.errorCode).toBe('in_incorrect_password');
  });

  it('answers SMS login and reset calls the same for a registered and an unknown number', async () => {
    const t = server.lobby.deps.tenants.byCode('longwan')!;
    const registered = t.store.data.members.find((m) => m.account === 'player2')!.mobile!.mobileNum;
    const unknown = '13999999999';
    for (const p of ['/wps/verification/sms/noLogin', '/wps/verification/sms/reset']) {
      const [a, b] = await Promise.all(
        [registered, unknown].map(async (mobileNum) =>
          server.call<{ expiredMinutes: number; message: string }>('longwan', 'POST', p, {
            body: { mobileNum, countryDialingCode: '86', ...(await server.captcha('longwan')) },
            ip: freshIp(),
          }),
        ),
      );
      expect([a!.status, b!.status]).toEqual([200, 200]);
      expect(a!.body.value.expiredMinutes).toBe(b!.body.value.expiredMinutes);
      expect(a!.body.value.message.replace(/\d{4}$/, '')).toBe(
        b!.body.value.message.replace(/\d{4}$/, ''),
      );
    }
    // Only the registered number really got a code.
    expect(await server.smsCodes('longwan', unknown)).toEqual([]);
  });

  it('takes as long for an unknown account as for a wrong password (median of paired ratios within 20%, 40 pairs)', async () => {
    const known = ['timing01', 'timing02', 'timing03'];
    for (const a of known) await addMember('goldcrown', a, 'Right123!');
    const timed = async (username: string) => {
      const c = await server.captcha('goldcrown');
      const started = performance.now();
      const r = await login('goldcrown', { username, password: 'Nope!', ...c }, freshIp());
      const ms = performance.now() - started;
      expect(r.body.errorCode).toBe('in_incorrect_password');
      return ms;
    };
    await timed('warmup00');
    const ratios: number[] = [];
    for (let i = 0; i < 40; i++) {
      // Each unknown try against a known try beside it: the other test files running on the
      // same cores slow both alike, so a burst of load moves a pair's ratio less than either
      // median. Which goes first alternates, so whatever the first of two back-to-back logins
      // leaves behind (a collection, a timer) weighs on both sides equally.
      const unknownFirst = i % 2 === 1;
      const first = await timed(unknownFirst ? `ghost0${i % 3}` : known[i % 3]!);
      const second = await timed(unknownFirst ? known[i % 3]! : `ghost0${i % 3}`);
      ratios.push(unknownFirst ? first / second : second / first);
    }
    const ratio = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
    expect(ratio).toBeGreaterThan(0.8);
    expect(ratio).toBeLessThan(1.2);
  });
});

describe('4. payment password and current-password checks have attempt limits', () => {
  it('locks the PIN after 5 wrong ones, even for the right one, until the wait is over', async () => {
    const { member, token } = await server.memberWithToken('siam88', 'member001');
    await server.fund('siam88', member.id, 10_000);
    const transfer = (paymentPassword: string) =>
      server.call('siam88', 'POST', '/wps/relay/GCS_walletTransfer', {
        body: { direction: 'toUpline', amount: 1, paymentPassword },
        token,
      });
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await transfer('000000')).body.errorCode!);
    expect(answers).toEqual([
      'payment_password_incorrect',
      'payment_password_incorrect',
      'payment_password_incorrect',
      'payment_password_incorrect',
      'payment_password_locked',
    ]);
    const right = await transfer('123456');
    expect(right.status).toBe(429);
    expect(right.body.errorCode).toBe('payment_password_locked');
    expect(retryAfter(right)).toBe(15 * 60);
    await advance(15 * 60_000);
    expect((await transfer('123456')).status).toBe(200);
  });

  it('locks the current-password check of change-password and set-payment-password', async () => {
    const account = 'oldpw001';
    await addMember('goldcrown', account, 'Right123!');
    const ok = await login('goldcrown', { username: account, password: 'Right123!' }, freshIp());
    const token = ok.body.value.token!;
    const change = (oldPassword: string) =>
      server.call('goldcrown', 'POST', '/wps/member/password', {
        body: { oldPassword, newPassword: 'Newer123!', confirmNewPassword: 'Newer123!' },
        encrypt: true,
        token,
      });
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await change('Guess123!')).body.errorCode!);
    expect(codes.at(0)).toBe('old_password_incorrect');
    expect(codes.at(-1)).toBe('password_check_locked');
    expect((await change('Right123!')).body.errorCode).toBe('password_check_locked');
    const pin = await server.call('goldcrown', 'PUT', '/wps/member/paymentPassword', {
      body: {
        loginPassword: 'Right123!',
        newPaymentPassword: '654321',
        confirmPaymentPassword: '654321',
      },
      token,
    });
    expect(pin.status).toBe(429);
    expect(pin.body.errorCode).toBe('password_check_locked');
  });
});

describe('5. the new-address second factor is limited per source', () => {
  it('a fresh code per login buys no new guesses: past 5 wrong codes each needs a proof of work, past 20 the address waits', async () => {
    const mobile = freshMobile();
    await addMember('siam88', 'twofa001', 'Right123!', mobile);
    const home = freshIp();
    expect(
      (await login('siam88', { username: 'twofa001', password: 'Right123!' }, home)).status,
    ).toBe(200);
    const away = freshIp();
    const verify = async (challengeId: string, verificationCode: string, proof: boolean) =>
      server.call('siam88', 'POST', '/wps/session/login/verify', {
        body: {
          challengeId,
          verificationCode,
          ...(proof ? await server.captcha('siam88') : {}),
        },
        ip: away,
      });
    const codeOf = async () =>
      (await server.smsCodes('siam88', mobile)).find((c) => c.purpose === 'second-factor')!.code;
    const answers: string[] = [];
    for (let round = 0; round < 4; round++) {
      const r = await login('siam88', { username: 'twofa001', password: 'Right123!' }, away);
      expect(r.body.value.secondFactorRequired).toBe(true);
      const code = await codeOf();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++)
        answers.push(
          (await verify(r.body.value.challengeId!, wrong, round > 0)).body.errorCode ?? '',
        );
      await advance(61_000);
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('auth/invalid-verification-code'));
    expect(answers.slice(5, 19)).toEqual(Array(14).fill('auth/invalid-verification-code'));
    expect(answers[19]).toBe('auth/invalid-verification-code');
    const r = await login('siam88', { username: 'twofa001', password: 'Right123!' }, away);
    const right = await verify(r.body.value.challengeId!, await codeOf(), true);
    expect(right.status).toBe(429);
    expect(right.body.errorCode).toBe('verification_attempts_exceeded');
  });
});

describe('6. security headers', () => {
  it('sends nosniff, a deny-all CSP, no framing, a referrer and permissions policy on the API', async () => {
    const r = await server.call('siam88', 'GET', '/wps/system/status');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("default-src 'none'");
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['permissions-policy']).toContain('camera=()');
  });

  it('keeps authenticated answers and login tokens out of caches', async () => {
    const { token } = await server.memberWithToken('siam88', 'player1');
    const info = await server.call('siam88', 'GET', '/wps/member/info', { token });
    expect(info.status).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    const ok = await login('siam88', { username: 'player1', password: 'Player123!' }, freshIp());
    expect(ok.headers['cache-control']).toBe('no-store');
  });
});

describe('8. sessions and money calls', () => {
  it('a password change ends the other sessions and keeps this one', async () => {
    await addMember('goldcrown', 'sessions1', 'Right123!');
    const ip = freshIp();
    const a = (await login('goldcrown', { username: 'sessions1', password: 'Right123!' }, ip)).body
      .value.token!;
    const b = (await login('goldcrown', { username: 'sessions1', password: 'Right123!' }, ip)).body
      .value.token!;
    const changed = await server.call('goldcrown', 'POST', '/wps/member/password', {
      body: { oldPassword: 'Right123!', newPassword: 'Newer123!', confirmNewPassword: 'Newer123!' },
      encrypt: true,
      token: a,
    });
    expect(changed.status).toBe(200);
    expect((await server.call('goldcrown', 'GET', '/wps/member/info', { token: b })).status).toBe(
      401,
    );
    expect((await server.call('goldcrown', 'GET', '/wps/member/info', { token: a })).status).toBe(
      200,
    );
  });

  it('applies a retried transfer once when it carries the same Idempotency-Key', async () => {
    const { member, token } = await server.memberWithToken('siam88', 'member002');
    await server.fund('siam88', member.id, 10_000);
    const balance = async () =>
      (
        await server.call<{ balance: number }>('siam88', 'GET', '/wps/v2/wallets/balance', {
          token,
        })
      ).body.value.balance;
    const before = await balance();
    const send = (amount: number, key: string) =>
      server.call<{ transferId: string }>('siam88', 'POST', '/wps/relay/GCS_walletTransfer', {
        body: { direction: 'toUpline', amount, paymentPassword: '123456' },
        token,
        headers: { 'idempotency-key': key },
      });
    const [first, retry] = await Promise.all([send(10, 'retry-key-1'), send(10, 'retry-key-1')]);
    const again = await send(10, 'retry-key-1');
    expect([first.status, retry.status, again.status]).toEqual([200, 200, 200]);
    expect(retry.body.value.transferId).toBe(first.body.value.transferId);
    expect(again.body.value.transferId).toBe(first.body.value.transferId);
    expect(await balance()).toBe(before - 10);
    const other = await send(20, 'retry-key-1');
    expect(other.status).toBe(422);
    expect(other.body.errorCode).toBe('idempotency_key_reused');
    const bad = await send(10, 'no spaces allowed');
    expect(bad.status).toBe(400);
    expect((await send(10, 'retry-key-2')).status).toBe(200);
    expect(await balance()).toBe(before - 20);
  });
});

describe('7. go-live mode and keys', () => {
  it('prod mode seeds no demo account and serves no test routes; new hashes use N=2^17', async () => {
    const prod = await startTestServer({
      mode: 'prod',
      only: ['goldcrown'],
      passwordCost: undefined,
    });
    try {
      const t = prod.lobby.deps.tenants.byCode('goldcrown')!;
      expect(t.store.data.members).toEqual([]);
      expect(prod.lobby.deps.passwordCost).toBe(2 ** 17);
      const r = await prod.call('goldcrown', 'POST', '/wps/session/login', {
        body: { username: 'player1', password: 'Player123!' },
        encrypt: true,
      });
      expect(r.body.errorCode).toBe('in_incorrect_password');
      expect((await prod.call('goldcrown', 'GET', '/__test/sms?mobileNum=1')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('keeps the RSA key pair in the data folder across restarts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-keys-'));
    try {
      const first = await startTestServer({ dataDir, only: ['goldcrown'] });
      const key1 = (await first.call<string>('goldcrown', 'GET', '/wps/system/publicKey')).body
        .value;
      await first.close();
      const second = await startTestServer({ dataDir, only: ['goldcrown'] });
      const key2 = (await second.call<string>('goldcrown', 'GET', '/wps/system/publicKey')).body
        .value;
      await second.close();
      expect(key2).toBe(key1);
      expect(fs.statSync(path.join(dataDir, 'rsa-private-key.pem')).mode & 0o077).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
