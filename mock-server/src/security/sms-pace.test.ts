// A number strangers have asked too many codes for is paced, never closed: replayed over HTTP
// against the real app, strangers at 40 addresses spend what strangers may have of a member's
// number, then the member (registered by mobile, no password) on a new phone, with no device
// cookie, at an address the account never used, still gets a code within one pace and signs in.
// A day of such an attack sends a bounded number of codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../store/data.ts';
import { startTestServer, type ApiResponse, type TestServer } from '../../testing/harness.ts';
import { unusableHash } from './password.ts';
import { SMS_PER_NUMBER, SMS_STRANGERS_PACE_MS } from './limits.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PACE_S = SMS_STRANGERS_PACE_MS / 1000;

let ipSeq = 1;
const freshIp = () => `10.64.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
let mobileSeq = 1;
const freshMobile = () => `0866${String(mobileSeq++).padStart(6, '0')}`;

type Refusal = { retryAfterSeconds?: number; retryAfterMinutes?: number };
const retryAfter = (r: ApiResponse<unknown>) => (r.body.value as Refusal).retryAfterSeconds ?? 0;
const advance = (tenant: string, ms: number) =>
  server.call(tenant, 'POST', '/__test/clock/advance', { body: { ms } });

/** A member who registered by mobile without a password: SMS codes are the only way in. */
async function mobileOnlyMember(tenant: string, mobile: string) {
  const t = server.lobby.deps.tenants.byCode(tenant)!;
  const now = server.now(tenant);
  await t.store.write((d) => {
    d.members.push({
      id: nextId(d),
      account: mobile,
      nickname: mobile,
      type: 0,
      passwordHash: unusableHash(server.lobby.deps.passwordCost),
      passwordChangedAt: now,
      passwordIsDefault: false,
      profile: {},
      referralCode: `P${mobile}`,
      createdAt: now,
      knownIps: [],
      frozen: false,
      mobile: { countryDialingCode: '66', mobileNum: mobile },
    });
  });
}

const SEND_PATH = {
  login: '/wps/verification/sms/noLogin',
  reset: '/wps/verification/sms/reset',
  register: '/wps/verification/sms/register',
} as const;

/** A stranger's send: no device cookie, a proof of work (a held one, or a fresh one). */
async function send(
  tenant: string,
  purpose: keyof typeof SEND_PATH,
  mobile: string,
  ip: string,
  proof?: { captcha: string },
) {
  const number = purpose === 'register' ? { mobileNo: mobile } : { mobileNum: mobile };
  return server.call(tenant, 'POST', SEND_PATH[purpose], {
    body: {
      ...number,
      countryDialingCode: '66',
      ...(proof ?? ((await server.captcha(tenant)) as { captcha: string })),
    },
    ip,
  });
}

/** Strangers at 40 addresses, one send each, 4 minutes apart: 2 h 40 min of asking. */
async function fortyStrangers(tenant: string, purpose: keyof typeof SEND_PATH, mobile: string) {
  const answers: ApiResponse<unknown>[] = [];
  for (let i = 0; i < 40; i++) {
    answers.push(await send(tenant, purpose, mobile, freshIp()));
    await advance(tenant, 4 * MINUTE);
  }
  return answers;
}

describe('strangers spend a number’s codes; the owner’s new phone still gets one', () => {
  it('40 addresses spend the strangers’ total; the mobile-only owner on a new phone gets a code within one pace and signs in', async () => {
    const mobile = freshMobile();
    await mobileOnlyMember('longwan', mobile);
    const answers = await fortyStrangers('longwan', 'login', mobile);
    const sent = answers.filter((r) => r.status === 200).length;
    // What strangers may have of the number is spent: the rest were told to wait.
    expect(sent).toBeGreaterThanOrEqual(SMS_PER_NUMBER.day);
    const told = answers.filter((r) => r.status === 429).map((r) => r.body.errorCode);
    expect(told.length).toBeGreaterThan(0);
    expect(new Set(told)).toEqual(new Set(['sms_paced']));

    // The owner's new phone: no cookie, no password, an address the account never used.
    const phone = freshIp();
    let asked = await send('longwan', 'login', mobile, phone);
    if (asked.status === 429) {
      expect(asked.body.errorCode).toBe('sms_paced');
      expect(retryAfter(asked)).toBeLessThanOrEqual(PACE_S);
      await advance('longwan', retryAfter(asked) * 1000);
      asked = await send('longwan', 'login', mobile, phone);
    }
    expect(asked.status).toBe(200);
    const code = (await server.smsCodes('longwan', mobile))[0]!.code;
    const signedIn = await server.call<{ token?: string }>(
      'longwan',
      'POST',
      '/wps/session/login',
      {
        body: { type: 'sms', username: mobile, password: code },
        encrypt: true,
        ip: phone,
      },
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.value.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a day of asking every minute from 40 addresses sends a bounded number of codes, and the owner is never told to wait longer than one pace', async () => {
    const mobile = freshMobile();
    await mobileOnlyMember('siam88', mobile);
    const addresses = Array.from({ length: 40 }, freshIp);
    // The attacker keeps one solved proof of work until a send uses it (a refusal does not) or it
    // expires.
    const solve = async () => (await server.captcha('siam88')) as { captcha: string };
    let proof = await solve();
    let sent = 0;
    const ownerWaits: number[] = [];
    for (let minute = 0; minute < 24 * 60; minute++) {
      const r = await send('siam88', 'reset', mobile, addresses[minute % 40]!, proof);
      if (r.status === 200) sent++;
      if (r.status !== 429) proof = await solve();
      // Every two hours the owner's new phone looks in from an address of its own.
      if (minute % 120 === 59) {
        const mine = await send('siam88', 'reset', mobile, freshIp());
        if (mine.status === 200) sent++;
        ownerWaits.push(mine.status === 200 ? 0 : retryAfter(mine));
      }
      await advance('siam88', MINUTE);
    }
    // The bound: the strangers' daily total, then one code per pace.
    expect(sent).toBeLessThanOrEqual(SMS_PER_NUMBER.day + DAY / SMS_STRANGERS_PACE_MS);
    expect(ownerWaits).toHaveLength(12);
    expect(Math.max(...ownerWaits)).toBeLessThanOrEqual(PACE_S);
  }, 120_000);

  it('registration codes are paced alike for a taken number and a free one', async () => {
    const taken = freshMobile();
    await mobileOnlyMember('siam88', taken);
    const free = freshMobile();
    const seen = async (mobile: string) =>
      (await fortyStrangers('siam88', 'register', mobile)).map((r) => ({
        status: r.status,
        errorCode: r.body.errorCode,
        retryAfterSeconds: retryAfter(r),
      }));
    const forTaken = await seen(taken);
    const forFree = await seen(free);
    expect(forTaken).toEqual(forFree);
    const waits = forTaken.filter((a) => a.status === 429).map((a) => a.retryAfterSeconds);
    expect(waits.length).toBeGreaterThan(0);
    expect(Math.max(...waits)).toBeLessThanOrEqual(PACE_S);
  });
});
