// Strangers race the owner for a paced number's SMS, replayed over HTTP against the real app: they
// spend what strangers may have of it, then ask every minute from new addresses and win every
// paced slot, so no code ever answers the owner's new phone. The texts still reach the owner's
// phone, and the sign-in link they carry signs in from that browser (no cookie, no password used),
// once; wrong links are refused and throttled, and a link dies with its slot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiResponse, type TestServer } from '../../testing/harness.ts';
import { memberWithMobile } from '../../testing/arrange.ts';
import { DEVICE_COOKIE } from './known-device.ts';
import { SMS_LINK_SOURCE_RULE, SMS_LINK_TTL_MS, SMS_PER_NUMBER } from './limits.ts';

// longwan has SMS-code login and reset by phone.
const T = 'longwan';
const MINUTE = 60_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ only: [T, 'jadelotus'] });
});
afterAll(() => server.close());

let ipSeq = 1;
const freshIp = () => `10.67.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
let mobileSeq = 1;
const freshMobile = () => `0878${String(mobileSeq++).padStart(6, '0')}`;

const advance = (ms: number) => server.call(T, 'POST', '/__test/clock/advance', { body: { ms } });

/** A stranger's (or a new phone's) login-code send: no cookie, a proof of work. */
async function askCode(mobile: string, ip: string, headers?: Record<string, string>) {
  return server.call(T, 'POST', '/wps/verification/sms/noLogin', {
    body: { mobileNum: mobile, countryDialingCode: '66', ...(await server.captcha(T)) },
    ip,
    ...(headers ? { headers } : {}),
  });
}

const peek = (token: string, ip: string) =>
  server.call<{ account: string }>(T, 'POST', '/wps/session/sms-link/peek', {
    body: { token },
    ip,
  });
const signIn = (token: string, ip: string) =>
  server.call<{ token: string; member: { account: string } }>(T, 'POST', '/wps/session/sms-link', {
    body: { token },
    ip,
  });

/** The token of the sign-in link in the newest text the number's phone shows. */
async function linkOnPhone(mobile: string): Promise<string> {
  const [last] = await server.smsTexts(T, mobile);
  expect(last?.text).toContain(last?.link);
  const url = new URL(last!.link!);
  expect(url.protocol).toBe('https:');
  expect(url.hostname).toBe('longwan.example.com');
  expect(url.pathname).toBe('/sms-sign-in');
  return url.hash.slice(1);
}

const deviceCookie = (r: ApiResponse<unknown>) =>
  ([] as string[])
    .concat(r.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))
    ?.split(';')[0];

/** A member who signed up by mobile: the password is never typed in these tests. */
const owner = (account: string, mobile: string) =>
  memberWithMobile(server, T, account, 'NeverTyped123!', mobile);

describe('the sign-in link of a paced number', () => {
  it("lets the owner's new phone in while strangers win every paced slot", async () => {
    const mobile = freshMobile();
    await owner('racedowner', mobile);
    // Strangers at several addresses spend what strangers may have of the number this hour.
    for (let i = 0; i < SMS_PER_NUMBER.hour; i++)
      expect((await askCode(mobile, freshIp())).status).toBe(200);

    // Then they ask every minute from new addresses: each 15-minute slot goes to them.
    const phoneIp = freshIp();
    let won = 0;
    for (let minute = 0; minute < 31; minute++) {
      await advance(MINUTE);
      const r = await askCode(mobile, freshIp());
      if (r.status === 200) won += 1;
      else expect(r.body.errorCode).toBe('sms_paced');
      // The owner's new phone asks too, a moment after the attacker: always too late.
      const mine = await askCode(mobile, phoneIp);
      expect(mine.status).toBe(429);
      expect(mine.body.errorCode).toBe('sms_paced');
    }
    expect(won).toBeGreaterThanOrEqual(2);

    // The last text the phone received was asked for by a stranger; its link works anywhere.
    const token = await linkOnPhone(mobile);
    expect(token.length).toBeGreaterThanOrEqual(22);
    const seen = await peek(token, phoneIp);
    expect(seen.status).toBe(200);
    expect(seen.body.value.account).toBe('ra***r');
    // Looking signs nobody in.
    expect(deviceCookie(seen)).toBeUndefined();

    const inside = await signIn(token, phoneIp);
    expect(inside.status).toBe(200);
    expect(inside.body.value.member.account).toBe('racedowner');
    const me = await server.call<{ account: string }>(T, 'GET', '/wps/member/info', {
      headers: { authorization: inside.body.value.token },
      ip: phoneIp,
    });
    expect(me.body.value.account).toBe('racedowner');

    // The phone is now a known device: its codes draw on its own quota, not the paced one.
    const cookie = deviceCookie(inside);
    expect(cookie).toBeTruthy();
    const own = await server.call(T, 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: mobile, countryDialingCode: '66' },
      ip: phoneIp,
      headers: { cookie: cookie! },
    });
    expect(own.status).toBe(200);

    // Once only.
    const again = await signIn(token, freshIp());
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe('sms_link_invalid');
  }, 120_000);

  it('comes with a reset code and a registration code to a member’s number, never elsewhere', async () => {
    const mobile = freshMobile();
    await owner('linkkinds', mobile);
    const ip = freshIp();
    const reset = await server.call(T, 'POST', '/wps/verification/sms/reset', {
      body: { mobileNum: mobile, countryDialingCode: '66', ...(await server.captcha(T)) },
      ip,
    });
    expect(reset.status).toBe(200);
    expect((await server.smsTexts(T, mobile))[0]).toMatchObject({ purpose: 'reset' });
    expect((await peek(await linkOnPhone(mobile), ip)).status).toBe(200);

    // Registration codes spend the same strangers' pace: to a member's number they carry a link.
    const register = await server.call(T, 'POST', '/wps/verification/sms/register', {
      body: { mobileNo: mobile, countryDialingCode: '66', ...(await server.captcha(T)) },
      ip: freshIp(),
    });
    expect(register.status).toBe(200);
    expect((await server.smsTexts(T, mobile))[0]).toMatchObject({ purpose: 'register' });
    expect((await peek(await linkOnPhone(mobile), ip)).body.value.account).toBe('li***s');

    // A number no member holds: its registration text has no link.
    const stranger = freshMobile();
    await server.call(T, 'POST', '/wps/verification/sms/register', {
      body: { mobileNo: stranger, countryDialingCode: '66', ...(await server.captcha(T)) },
      ip: freshIp(),
    });
    const [text] = await server.smsTexts(T, stranger);
    expect(text?.purpose).toBe('register');
    expect(text?.link).toBeUndefined();
  }, 60_000);

  it('is not texted by the platform’s wire, whose site has no page to open it', async () => {
    const mobile = freshMobile();
    await memberWithMobile(server, 'jadelotus', 'platlink1', 'NeverTyped123!', mobile);
    // A platform-wire brand with SMS sign-in (the example one has it off).
    const t = server.lobby.deps.tenants.byCode('jadelotus')!;
    t.manifest = { ...t.manifest, flags: { ...t.manifest.flags, mobileCodeLogin: true } };
    const r = await server.call('jadelotus', 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: mobile, countryDialingCode: '66', ...(await server.captcha('jadelotus')) },
      ip: freshIp(),
    });
    expect(r.status).toBe(200);
    const [text] = await server.smsTexts('jadelotus', mobile);
    expect(text?.purpose).toBe('login');
    expect(text?.link).toBeUndefined();
  }, 60_000);

  it('refuses wrong links in translated words and locks an address that keeps guessing', async () => {
    const mobile = freshMobile();
    await owner('guessedat', mobile);
    expect((await askCode(mobile, freshIp())).status).toBe(200);
    const token = await linkOnPhone(mobile);

    const guesser = freshIp();
    for (let i = 0; i < SMS_LINK_SOURCE_RULE.max; i++) {
      const wrong = await signIn(`${token.slice(0, -2)}${i}x`, guesser);
      expect(wrong.status).toBe(400);
      expect(wrong.body.errorCode).toBe('sms_link_invalid');
    }
    // Locked: even the right link is refused from there, with how long to wait.
    const locked = await peek(token, guesser);
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe('verification_attempts_exceeded');
    expect(locked.body.value).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    // The owner's phone is elsewhere and not affected.
    expect((await signIn(token, freshIp())).status).toBe(200);

    // Malformed bodies are refused as bad input, never a 500.
    const empty = await server.call(T, 'POST', '/wps/session/sms-link', {
      body: { token: '' },
      ip: freshIp(),
    });
    expect(empty.status).toBe(400);
  }, 60_000);

  it('is gone after its slot, and once the member signed in another way', async () => {
    const mobile = freshMobile();
    await owner('lateopener', mobile);
    expect((await askCode(mobile, freshIp())).status).toBe(200);
    const stale = await linkOnPhone(mobile);
    await advance(SMS_LINK_TTL_MS + 1);
    const expired = await peek(stale, freshIp());
    expect(expired.status).toBe(400);
    expect(expired.body.errorCode).toBe('sms_link_invalid');

    await advance(MINUTE);
    expect((await askCode(mobile, freshIp())).status).toBe(200);
    const live = await linkOnPhone(mobile);
    await advance(1000);
    const login = await server.call(T, 'POST', '/wps/session/login', {
      body: { username: 'lateopener', password: 'NeverTyped123!' },
      encrypt: true,
      ip: freshIp(),
    });
    expect(login.status).toBe(200);
    const overtaken = await signIn(live, freshIp());
    expect(overtaken.status).toBe(400);
    expect(overtaken.body.errorCode).toBe('sms_link_invalid');
  }, 60_000);
});
