// Anonymous lockout attempts against every sign-in method, replayed over HTTP against the real
// app: strangers at many addresses spend every account-wide limit, then the owner's browser (the
// known-device cookie of an earlier sign-in) signs in, gets its codes and resets its password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiResponse, type TestServer } from '../../testing/harness.ts';
import { memberWithMobile } from '../../testing/arrange.ts';
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

/** What a stranger's SMS send carries: a proof of work (a known device sends none). */
const strangerProof = async (tenant: string, b: Browser) =>
  b.cookie ? {} : await server.captcha(tenant);

const withCaptcha = async (tenant: string, body: Record<string, unknown>, b: Browser) =>
  login(tenant, { ...body, ...(await server.captcha(tenant)) }, b);

const addMember = (tenant: string, account: string, password: string, mobile?: string) =>
  memberWithMobile(server, tenant, account, password, mobile);

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
    const ask = async (b: Browser) => {
      const headers = headersOf(b);
      return server.call('longwan', 'POST', '/wps/verification/sms/noLogin', {
        body: {
          mobileNum: mobile,
          countryDialingCode: '66',
          ...(await strangerProof('longwan', b)),
        },
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
    const send = async (b: Browser) => {
      const headers = headersOf(b);
      return server.call('siam88', 'POST', '/wps/verification/sms/reset', {
        body: {
          mobileNum: mobile,
          countryDialingCode: '66',
          ...(await strangerProof('siam88', b)),
        },
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

describe('wrong codes and SMS sends throttle their source, never the owner', () => {
  const resetSend = async (tenant: string, mobile: string, b: Browser, proof = true) => {
    const headers = headersOf(b);
    return server.call(tenant, 'POST', '/wps/verification/sms/reset', {
      body: {
        mobileNum: mobile,
        countryDialingCode: '66',
        ...(proof ? await server.captcha(tenant) : {}),
      },
      ip: b.ip,
      ...(headers ? { headers } : {}),
    });
  };
  const resetWith = async (
    tenant: string,
    mobile: string,
    code: string,
    b: Browser,
    proof = false,
  ) => {
    const headers = headersOf(b);
    return server.call<LoginValue>(tenant, 'POST', '/wps/member/password/verification', {
      body: {
        newPassword: 'Fresh123!',
        mobileNum: mobile,
        verificationCode: code,
        ...(proof ? await server.captcha(tenant) : {}),
      },
      encrypt: true,
      ip: b.ip,
      ...(headers ? { headers } : {}),
    });
  };
  const resetCode = async (tenant: string, mobile: string) =>
    (await server.smsCodes(tenant, mobile)).find((c) => c.purpose === 'reset')!.code;
  const advance = (tenant: string, ms: number) =>
    server.call(tenant, 'POST', '/__test/clock/advance', { body: { ms } });

  it('12 wrong reset codes from one address: the owner’s device signs in by SMS code, a new phone resets with a proof of work', async () => {
    const mobile = freshMobile();
    await addMember('longwan', 'stepup01', 'Right123!', mobile);
    const owner = await ownerBrowser('longwan', 'stepup01', 'Right123!');
    const attacker: Browser = { ip: freshIp() };
    const bare: string[] = [];
    for (let i = 0; i < 7; i++)
      bare.push(
        (await resetWith('longwan', mobile, String(300000 + i), attacker)).body.errorCode ?? '',
      );
    // Past 5 wrong codes the attacker's address meets the step-up: a proof of work on each guess.
    expect(bare).toEqual([
      ...Array<string>(5).fill('auth/invalid-verification-code'),
      'captcha_required',
      'captcha_required',
    ]);
    for (let i = 0; i < 7; i++)
      expect(
        (await resetWith('longwan', mobile, String(310000 + i), attacker, true)).body.errorCode,
      ).toBe('auth/invalid-verification-code');

    const headers = headersOf(owner)!;
    const asked = await server.call('longwan', 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: mobile, countryDialingCode: '66' },
      ip: owner.ip,
      headers,
    });
    expect(asked.status).toBe(200);
    const code = (await server.smsCodes('longwan', mobile))[0]!.code;
    const signedIn = await login(
      'longwan',
      { type: 'sms', username: mobile, password: code },
      owner,
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.value.token).toMatch(/^[0-9a-f]{64}$/);

    // The owner's new phone: no cookie, an address the account never used.
    const phone: Browser = { ip: freshIp() };
    await advance('longwan', 61_000);
    expect((await resetSend('longwan', mobile, phone)).status).toBe(200);
    const fresh = await resetCode('longwan', mobile);
    // Strangers' 12 wrong codes for the number ask every stranger for a proof of work.
    const unproved = await resetWith('longwan', mobile, fresh, phone);
    expect(unproved.status).toBe(400);
    expect(unproved.body.errorCode).toBe('captcha_required');
    const proved = await resetWith('longwan', mobile, fresh, phone, true);
    expect(proved.status).toBe(200);
    expect(proved.body.value.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('strangers’ wrong codes leave the owner’s new-address second factor a proof of work away, not locked', async () => {
    const mobile = freshMobile();
    await addMember('siam88', 'stepup02', 'Right123!', mobile);
    await ownerBrowser('siam88', 'stepup02', 'Right123!');
    for (let i = 0; i < 15; i++)
      await resetWith('siam88', mobile, String(400000 + i), { ip: freshIp() });
    const away: Browser = { ip: freshIp() };
    const r = await withCaptcha('siam88', { username: 'stepup02', password: 'Right123!' }, away);
    expect(r.body.value.secondFactorRequired).toBe(true);
    const challengeId = (r.body.value as { challengeId: string }).challengeId;
    const code = (await server.smsCodes('siam88', mobile)).find(
      (c) => c.purpose === 'second-factor',
    )!.code;
    const verify = async (proof: boolean) =>
      server.call<LoginValue>('siam88', 'POST', '/wps/session/login/verify', {
        body: {
          challengeId,
          verificationCode: code,
          ...(proof ? await server.captcha('siam88') : {}),
        },
        ip: away.ip,
      });
    const bare = await verify(false);
    expect(bare.body.errorCode).toBe('captcha_required');
    const proved = await verify(true);
    expect(proved.status).toBe(200);
    expect(proved.body.value.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a code answers only the browser that asked for it: strangers’ guesses neither spend nor close it', async () => {
    const mobile = freshMobile();
    await addMember('siam88', 'stepup03', 'Right123!', mobile);
    const phone: Browser = { ip: freshIp() };
    expect((await resetSend('siam88', mobile, phone)).status).toBe(200);
    const code = await resetCode('siam88', mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 6; i++)
      expect((await resetWith('siam88', mobile, wrong, { ip: freshIp() }, true)).status).toBe(400);
    // The right code from anywhere else is not the code this address asked for.
    expect((await resetWith('siam88', mobile, code, { ip: freshIp() }, true)).body.errorCode).toBe(
      'auth/invalid-verification-code',
    );
    const mine = await resetWith('siam88', mobile, code, phone, true);
    expect(mine.status).toBe(200);
  });

  it('anonymous sends need a proof of work and share the number out per address; the owner’s device and second factor keep theirs', async () => {
    const mobile = freshMobile();
    await addMember('siam88', 'stepup04', 'Right123!', mobile);
    const owner = await ownerBrowser('siam88', 'stepup04', 'Right123!');
    const bare = await resetSend('siam88', mobile, { ip: freshIp() }, false);
    expect(bare.status).toBe(400);
    expect(bare.body.errorCode).toBe('captcha_required');

    // One address gets its share of the number, then waits.
    const one: Browser = { ip: freshIp() };
    const fromOne: number[] = [];
    for (let i = 0; i < 4; i++) {
      fromOne.push((await resetSend('siam88', mobile, one)).status);
      await advance('siam88', 61_000);
    }
    expect(fromOne).toEqual([200, 200, 200, 429]);
    // Many addresses spend what strangers may have of the number today...
    const fromMany: number[] = [];
    for (let i = 0; i < 12; i++) {
      fromMany.push((await resetSend('siam88', mobile, { ip: freshIp() })).status);
      await advance('siam88', 61_000);
    }
    expect(fromMany.filter((s) => s === 200).length).toBeLessThanOrEqual(7);
    expect(fromMany.at(-1)).toBe(429);
    // ...and none of the owner's: the known device asks with no proof of work,
    expect((await resetSend('siam88', mobile, owner, false)).status).toBe(200);
    // and the password from a new address still gets its second-factor code.
    const away: Browser = { ip: freshIp() };
    const r = await withCaptcha('siam88', { username: 'stepup04', password: 'Right123!' }, away);
    expect(r.status).toBe(200);
    expect(r.body.value.secondFactorRequired).toBe(true);
  });
});
