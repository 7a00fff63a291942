// Registration as a lookup service: an attacker submits forms for names and numbers others hold.
// Nothing says "taken" before the captcha and the SMS code passed, and each address hears it only
// so many times.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let ipSeq = 1;
const freshIp = () => `10.63.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

const register = (tenant: string, path: string, body: object, ip: string) =>
  server.call(tenant, 'POST', path, { body, encrypt: true, ip });

/** A goldcrown form for `username` (its rules ask for an e-mail and a payment password). */
const goldForm = (username: string) => ({
  username,
  password: 'Abc123!x',
  confirmPassword: 'Abc123!x',
  email: `${username}@example.com`,
  paymentPassword: '654321',
});

describe('registration says "taken" only after the captcha, the code and the quota', () => {
  it('a taken name meets the captcha first', async () => {
    const ip = freshIp();
    const bare = await register('goldcrown', '/wps/member/register', goldForm('player1'), ip);
    // The form's rules make the captcha required: refused for want of it, not for the name.
    expect(bare.body.errorCode).toBe('captcha_required');
    const wrong = await register(
      'goldcrown',
      '/wps/member/register',
      { ...goldForm('player1'), captchaId: 'nope', captcha: '0000' },
      ip,
    );
    expect(wrong.body.errorCode).toBe('captcha_invalid');
  });

  it('a taken number meets the SMS code first, captcha solved or not', async () => {
    // Registered a moment ago by this test: then it is a taken number.
    const mobile = '0899777001';
    const ip = freshIp();
    const send = await server.call('siam88', 'POST', '/wps/verification/sms/register', {
      body: { mobileNo: mobile, countryDialingCode: '66', ...(await server.captcha('siam88')) },
      ip,
    });
    expect(send.status).toBe(200);
    const codes = await server.call<{ code: string; purpose: string }[]>(
      'siam88',
      'GET',
      `/__test/sms?mobileNum=${mobile}`,
    );
    const form = {
      mobileNum: mobile,
      countryDialingCode: '66',
      password: 'Abc123!x',
      confirmPassword: 'Abc123!x',
      registerMethod: 'WEB',
    };
    const first = await register(
      'siam88',
      '/wps/member/register/mobile',
      { ...form, verificationCode: codes.body.value[0]!.code, ...(await server.captcha('siam88')) },
      ip,
    );
    expect(first.status).toBe(200);
    const probe = await register(
      'siam88',
      '/wps/member/register/mobile',
      { ...form, verificationCode: '000000', ...(await server.captcha('siam88')) },
      freshIp(),
    );
    expect(probe.body.errorCode).toBe('auth/invalid-verification-code');
  });

  it('tells one address "taken" 10 times an hour, then refuses it before any lookup', async () => {
    const ip = freshIp();
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await register(
        'goldcrown',
        '/wps/member/register',
        { ...goldForm(i % 2 ? 'player1' : 'player2'), ...(await server.captcha('goldcrown')) },
        ip,
      );
      answers.push(r.body.errorCode);
    }
    expect(answers.slice(0, 10).every((a) => a === 'username_taken')).toBe(true);
    expect(answers.slice(10)).toEqual(['auth/too-many-requests', 'auth/too-many-requests']);
    // A free name from the same address is refused too: the refusal tells nothing.
    const free = await register(
      'goldcrown',
      '/wps/member/register',
      { ...goldForm('probefree1'), ...(await server.captcha('goldcrown')) },
      ip,
    );
    expect(free.status).toBe(429);
    expect(free.body.errorCode).toBe('auth/too-many-requests');
    // Another address registers as usual.
    const other = await register(
      'goldcrown',
      '/wps/member/register',
      { ...goldForm('probefree1'), ...(await server.captcha('goldcrown')) },
      freshIp(),
    );
    expect(other.status).toBe(200);
  });
});
