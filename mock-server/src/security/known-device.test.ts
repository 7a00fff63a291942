// Anonymous lockout attempts against every sign-in method, replayed over HTTP against the real
// app: strangers at many addresses spend every account-wide limit, then the owner's browser (the
// known-device cookie of an earlier sign-in) signs in, gets its codes and resets its password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './password.ts';
import { nextId } from '../store/data.ts';
import { startTestServer, type ApiResponse, type TestServer } from '../../testing/harness.ts';
import { DEVICE_COOKIE } from './known-device.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface LoginValue {
  token?: string;
  secondFactorRequired?: true;
}

let ipSeq = 1;
const freshIp = () => `10.61.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
let mobileSeq = 1;
const freshMobile = () => `0877${String(mobileSeq++).padStart(6, '0')}`;

/** A browser: its address and the cookies the server set on it. */
interface Browser {
  ip: string;
  cookie?: string;
}

const headersOf = (b: Browser) => (b.cookie ? { cookie: b.cookie } : undefined);

/** Keeps the device cookie the answer set, as a browser would. */
function keep(b: Browser, r: ApiResponse<unknown>): void {
  const set = ([] as string[]).concat(r.headers['set-cookie'] ?? []);
  const device = set.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  if (device) b.cookie = device.split(';')[0];
}

async function login(tenant: string, body: Record<string, unknown>, b: Browser) {
  const headers = headersOf(b);
  const r = await server.call<LoginValue>(tenant, 'POST', '/wps/session/login', {
    body,
    encrypt: true,
    ip: b.ip,
    ...(headers ? { headers } : {}),
  });
  keep(b, r);
  return r;
}

const withCaptcha = async (tenant: string, body: Record<string, unknown>, b: Browser) =>
  login(tenant, { ...body, ...(await server.captcha(tenant)) }, b);

async function addMember(tenant: string, account: string, password: string, mobile?: string) {
  const hash = await hashPassword(password, server.lobby.deps.passwordCost);
  const t = server.lobby.deps.tenants.byCode(tenant)!;
  const now = server.now(tenant);
  return t.store.write((d) => {
    const m = {
      id: nextId(d),
      account,
      nickname: account,
      type: 0 as const,
      passwordHash: hash,
      passwordChangedAt: now,
      passwordIsDefault: false,
      profile: {},
      referralCode: account.toUpperCase(),
      createdAt: now,
      knownIps: [],
      frozen: false,
      ...(mobile ? { mobile: { countryDialingCode: '66', mobileNum: mobile } } : {}),
    };
    d.members.push(m);
    return m;
  });
}

/** The owner's browser after one ordinary sign-in (which makes it a known device). */
async function ownerBrowser(tenant: string, account: string, password: string) {
  const owner: Browser = { ip: freshIp() };
  const first = await login(tenant, { username: account, password }, owner);
  expect(first.status).toBe(200);
  expect(owner.cookie).toBeTruthy();
  return owner;
}

describe('the known-device cookie', () => {
  it('is set on sign-in: HttpOnly, SameSite=Lax, a year long, not Secure over plain http', async () => {
    await addMember('goldcrown', 'devcookie1', 'Right123!');
    const r = await login(
      'goldcrown',
      { username: 'devcookie1', password: 'Right123!' },
      { ip: freshIp() },
    );
    const set = ([] as string[]).concat(r.headers['set-cookie'] ?? []);
    const device = set.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(device).toMatch(/; HttpOnly/);
    expect(device).toMatch(/; SameSite=Lax/);
    expect(device).toMatch(/Max-Age=31536000/);
    expect(device).not.toMatch(/; Secure/);
  });

  it('is worth nothing once altered', async () => {
    await addMember('goldcrown', 'devforge1', 'Right123!');
    const owner = await ownerBrowser('goldcrown', 'devforge1', 'Right123!');
    for (let i = 0; i < 20; i++)
      await withCaptcha(
        'goldcrown',
        { username: 'devforge1', password: 'Nope!' },
        { ip: freshIp() },
      );
    const forged: Browser = { ip: freshIp(), cookie: `${owner.cookie!.slice(0, -2)}xx` };
    const r = await login('goldcrown', { username: 'devforge1', password: 'Right123!' }, forged);
    expect(r.body.errorCode).toBe('captcha_required');
    const real = await login('goldcrown', { username: 'devforge1', password: 'Right123!' }, owner);
    expect(real.status).toBe(200);
  });
});

describe('no anonymous request locks the owner out', () => {
  it("30 wrong passwords from 30 addresses and 5 from the owner's own: the known device signs in, no captcha, no second factor", async () => {
    await addMember('goldcrown', 'devowner1', 'Right123!');
    const owner = await ownerBrowser('goldcrown', 'devowner1', 'Right123!');
    for (let i = 0; i < 30; i++) {
      const r = await withCaptcha(
        'goldcrown',
        { username: 'devowner1', password: `Guess${i}23!` },
        { ip: freshIp() },
      );
      expect(r.body.errorCode).toBe('in_incorrect_password');
    }
    // A stranger behind the owner's own address (a shared NAT) spends that address's pair too.
    for (let i = 0; i < 6; i++)
      await withCaptcha(
        'goldcrown',
        { username: 'devowner1', password: 'Nope!' },
        { ip: owner.ip },
      );

    const home = await login('goldcrown', { username: 'devowner1', password: 'Right123!' }, owner);
    expect(home.status).toBe(200);
    expect(home.body.value.token).toMatch(/^[0-9a-f]{64}$/);
    // Travelling: the same browser at an address the account never used.
    const away = await login(
      'goldcrown',
      { username: 'devowner1', password: 'Right123!' },
      { ip: freshIp(), cookie: owner.cookie! },
    );
    expect(away.status).toBe(200);
    expect(away.body.value.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an unknown device meets a captcha, then the second factor, never a lock', async () => {
    await addMember('goldcrown', 'devowner2', 'Right123!');
    await ownerBrowser('goldcrown', 'devowner2', 'Right123!');
    for (let i = 0; i < 45; i++)
      await withCaptcha(
        'goldcrown',
        { username: 'devowner2', password: `Guess${i}23!` },
        { ip: freshIp() },
      );
    const newPhone: Browser = { ip: freshIp() };
    const bare = await login(
      'goldcrown',
      { username: 'devowner2', password: 'Right123!' },
      newPhone,
    );
    expect(bare.status).toBe(400);
    expect(bare.body.errorCode).toBe('captcha_required');
    const solved = await withCaptcha(
      'goldcrown',
      { username: 'devowner2', password: 'Right123!' },
      newPhone,
    );
    expect(solved.status).toBe(200);
    expect(solved.body.value.secondFactorRequired).toBe(true);
  });

  it('wrong SMS login codes from strangers leave the owner’s device its code and its sign-in', async () => {
    const mobile = freshMobile();
    await addMember('longwan', 'devsms01', 'Right123!', mobile);
    const owner = await ownerBrowser('longwan', 'devsms01', 'Right123!');
    const ask = (b: Browser) => {
      const headers = headersOf(b);
      return server.call('longwan', 'POST', '/wps/verification/sms/noLogin', {
        body: { mobileNum: mobile, countryDialingCode: '66' },
        ip: b.ip,
        ...(headers ? { headers } : {}),
      });
    };
    expect((await ask({ ip: freshIp() })).status).toBe(200);
    for (let i = 0; i < 15; i++)
      await withCaptcha(
        'longwan',
        { type: 'sms', username: mobile, password: String(100000 + i) },
        { ip: freshIp() },
      );
    // Strangers' wrong codes spent the number-wide limit; a stranger without a captcha is asked one.
    const stranger = await login(
      'longwan',
      { type: 'sms', username: mobile, password: '123456' },
      { ip: freshIp() },
    );
    expect(stranger.body.errorCode).toBe('captcha_required');
    await server.call('longwan', 'POST', '/__test/clock/advance', { body: { ms: 61_000 } });
    expect((await ask(owner)).status).toBe(200);
    const code = (await server.smsCodes('longwan', mobile))[0]!.code;
    const r = await login('longwan', { type: 'sms', username: mobile, password: code }, owner);
    expect(r.status).toBe(200);
    expect(r.body.value.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('strangers spend the number’s SMS quota; the owner’s device still gets a reset code and resets', async () => {
    const mobile = freshMobile();
    await addMember('siam88', 'devsms02', 'Right123!', mobile);
    const owner = await ownerBrowser('siam88', 'devsms02', 'Right123!');
    const send = (b: Browser) => {
      const headers = headersOf(b);
      return server.call('siam88', 'POST', '/wps/verification/sms/reset', {
        body: { mobileNum: mobile, countryDialingCode: '66' },
        ip: b.ip,
        ...(headers ? { headers } : {}),
      });
    };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await send({ ip: freshIp() })).status);
      await server.call('siam88', 'POST', '/__test/clock/advance', { body: { ms: 61_000 } });
    }
    expect(statuses.slice(-2)).toEqual([429, 429]);
    // And they guess at the code they made the server send, past every number-wide limit.
    for (let i = 0; i < 12; i++)
      await server.call('siam88', 'POST', '/wps/member/password/verification', {
        body: {
          newPassword: 'Hacked123!',
          mobileNum: mobile,
          verificationCode: String(200000 + i),
        },
        encrypt: true,
        ip: freshIp(),
      });

    const mine = await send(owner);
    expect(mine.status).toBe(200);
    const code = (await server.smsCodes('siam88', mobile)).find((c) => c.purpose === 'reset')!.code;
    const headers = headersOf(owner)!;
    const reset = await server.call<LoginValue>(
      'siam88',
      'POST',
      '/wps/member/password/verification',
      {
        body: { newPassword: 'Fresh123!', mobileNum: mobile, verificationCode: code },
        encrypt: true,
        ip: owner.ip,
        headers,
      },
    );
    expect(reset.status).toBe(200);
    expect(reset.body.value.token).toMatch(/^[0-9a-f]{64}$/);
  });
});
