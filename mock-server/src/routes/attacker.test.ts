// A patient attacker against the real app over HTTP: bursts of parallel guesses, overlapping
// idempotent money calls, and the owner's view of the same account afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let ipSeq = 1;
const freshIp = () => `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

interface LoginValue {
  token?: string;
}

const login = (tenant: string, body: Record<string, unknown>, ip: string) =>
  server.call<LoginValue>(tenant, 'POST', '/wps/session/login', { body, encrypt: true, ip });

/** Arrange: a member with a real password hash (at `cost`, the harness's unless told). */
const addMember = (tenant: string, account: string, password: string, cost?: number) =>
  server.memberWithPassword(tenant, account, password, {}, cost);

/** How many answers of a burst tested the guess (a wrong-guess answer), and the rest's codes. */
function tally(codes: (string | undefined)[], wrong: string) {
  return {
    tested: codes.filter((c) => c === wrong).length,
    others: [...new Set(codes.filter((c) => c !== wrong))].sort(),
  };
}

describe('a burst of parallel guesses costs as many attempts as it has requests', () => {
  it('50 parallel payment passwords test at most 5, and the right one is locked out after', async () => {
    const { member, token } = await server.memberWithToken('siam88', 'member003');
    await server.fund('siam88', member.id, 10_000);
    const transfer = (paymentPassword: string) =>
      server.call('siam88', 'POST', '/wps/relay/GCS_walletTransfer', {
        body: { direction: 'toUpline', amount: 1, paymentPassword },
        token,
      });
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => transfer(String(100000 + i))),
    );
    const t = tally(
      burst.map((r) => r.body.errorCode),
      'payment_password_incorrect',
    );
    // 5 wrong ones lock: the 5th answers "locked", so at most 4 say "incorrect".
    expect(t.tested).toBeLessThanOrEqual(4);
    expect(t.others).toEqual(['payment_password_locked']);
    expect(burst.every((r) => r.status === 400 || r.status === 429)).toBe(true);
    const right = await transfer('123456');
    expect(right.body.errorCode).toBe('payment_password_locked');
  });

  it('50 parallel current passwords test at most 5, and the lock binds the owner until it ends', async () => {
    const account = 'burstold1';
    await addMember('goldcrown', account, 'Right123!');
    const ok = await login('goldcrown', { username: account, password: 'Right123!' }, freshIp());
    const token = ok.body.value.token!;
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.call('goldcrown', 'POST', '/wps/member/password', {
          body: {
            oldPassword: `Guess${i}23!`,
            newPassword: 'Newer123!',
            confirmNewPassword: 'Newer123!',
          },
          encrypt: true,
          token,
        }),
      ),
    );
    const t = tally(
      burst.map((r) => r.body.errorCode),
      'old_password_incorrect',
    );
    expect(t.tested).toBeLessThanOrEqual(4);
    expect(t.others).toEqual(['password_check_locked']);
    // The lock holds for the right password too, for its 15 minutes; then the owner gets through.
    const change = () =>
      server.call('goldcrown', 'POST', '/wps/member/password', {
        body: {
          oldPassword: 'Right123!',
          newPassword: 'Newer123!',
          confirmNewPassword: 'Newer123!',
        },
        encrypt: true,
        token,
      });
    expect((await change()).body.errorCode).toBe('password_check_locked');
    await server.call('goldcrown', 'POST', '/__test/clock/advance', { body: { ms: 16 * 60_000 } });
    expect((await change()).status).toBe(200);
  });

  it('50 parallel logins without a captcha test one password; with captchas, at most 5', async () => {
    const account = 'burstlogin1';
    await addMember('goldcrown', account, 'Right123!');
    const ip = freshIp();
    const bare = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login('goldcrown', { username: account, password: `Guess${i}23!` }, ip),
      ),
    );
    const t1 = tally(
      bare.map((r) => r.body.errorCode),
      'in_incorrect_password',
    );
    expect(t1.tested).toBe(1);
    expect(t1.others).toEqual(['captcha_required']);

    const solved = await Promise.all(Array.from({ length: 50 }, () => server.captcha('goldcrown')));
    const withCaptcha = await Promise.all(
      solved.map((c, i) =>
        login('goldcrown', { username: account, password: `Again${i}23!`, ...c }, ip),
      ),
    );
    const t2 = tally(
      withCaptcha.map((r) => r.body.errorCode),
      'in_incorrect_password',
    );
    // One failure is already counted against this (account, address) pair; 5 lock it.
    expect(t2.tested).toBeLessThanOrEqual(4);
    expect(t2.others).toEqual(['auth/too-many-requests']);
    // The owner, from an address of their own, is not affected.
    const owner = await login(
      'goldcrown',
      { username: account, password: 'Right123!', ...(await server.captcha('goldcrown')) },
      freshIp(),
    );
    expect(owner.status).toBe(200);
  });
});

describe('a burst from many addresses', () => {
  it('tests one guess per solved captcha, and the right password from a stranger meets the second factor', async () => {
    const account = 'burstdist1';
    await addMember('goldcrown', account, 'Right123!');
    const home = freshIp();
    const first = await login('goldcrown', { username: account, password: 'Right123!' }, home);
    expect(first.status).toBe(200);
    const bare = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login('goldcrown', { username: account, password: `Bare${i}23!` }, freshIp()),
      ),
    );
    // One free guess before the account asks every stranger for a captcha.
    const t0 = tally(
      bare.map((r) => r.body.errorCode),
      'in_incorrect_password',
    );
    expect(t0.tested).toBe(1);
    expect(t0.others).toEqual(['captcha_required']);
    const solved = await Promise.all(Array.from({ length: 30 }, () => server.captcha('goldcrown')));
    const burst = await Promise.all(
      solved.map((c, i) =>
        login('goldcrown', { username: account, password: `Guess${i}23!`, ...c }, freshIp()),
      ),
    );
    const t = tally(
      burst.map((r) => r.body.errorCode),
      'in_incorrect_password',
    );
    expect(t.tested).toBe(30);
    const stranger = await login(
      'goldcrown',
      { username: account, password: 'Right123!', ...(await server.captcha('goldcrown')) },
      freshIp(),
    );
    expect(stranger.status).toBe(200);
    expect((stranger.body.value as { secondFactorRequired?: true }).secondFactorRequired).toBe(
      true,
    );
    const owner = await login(
      'goldcrown',
      { username: account, password: 'Right123!', ...(await server.captcha('goldcrown')) },
      home,
    );
    expect(owner.status).toBe(200);
    expect(owner.body.value.token).toBeTruthy();
  });
});

describe('password hashes', () => {
  it('a login hash weaker than today’s cost is replaced on the next correct login', async () => {
    const account = 'oldhash1';
    const m = await addMember('goldcrown', account, 'Right123!', 2 ** 12);
    const t = server.lobby.deps.tenants.byCode('goldcrown')!;
    const stored = () => t.store.data.members.find((x) => x.id === m.id)!.passwordHash;
    expect(stored()).toMatch(/^scrypt\$4096\$/);
    const ok = await login('goldcrown', { username: account, password: 'Right123!' }, freshIp());
    expect(ok.status).toBe(200);
    expect(stored()).toMatch(new RegExp(`^scrypt\\$${server.lobby.deps.passwordCost}\\$`));
    const again = await login('goldcrown', { username: account, password: 'Right123!' }, freshIp());
    expect(again.status).toBe(200);
  });
});

describe('overlapping requests with one Idempotency-Key', () => {
  it('answer what the first answered, a refusal included, and move money at most once', async () => {
    const { member, token } = await server.memberWithToken('siam88', 'member004');
    await server.fund('siam88', member.id, 10_000);
    const balance = async () =>
      (
        await server.call<{ balance: number }>('siam88', 'GET', '/wps/v2/wallets/balance', {
          token,
        })
      ).body.value.balance;
    const before = await balance();
    const send = (paymentPassword: string) =>
      server.call('siam88', 'POST', '/wps/relay/GCS_walletTransfer', {
        body: { direction: 'toUpline', amount: 10, paymentPassword },
        token,
        headers: { 'idempotency-key': 'overlap-1' },
      });
    // The first carries a wrong payment password; the two that overlap it carry the right one.
    const answers = await Promise.all([send('000000'), send('123456'), send('123456')]);
    expect(answers.map((a) => a.body.errorCode)).toEqual([
      'payment_password_incorrect',
      'payment_password_incorrect',
      'payment_password_incorrect',
    ]);
    expect(await balance()).toBe(before);
    // Once it is over, a retry with the key runs (the refusal moved nothing and kept no answer).
    const retry = await send('123456');
    expect(retry.status).toBe(200);
    const overlapping = await Promise.all([send('123456'), send('123456')]);
    expect(overlapping.map((a) => a.status)).toEqual([200, 200]);
    expect(await balance()).toBe(before - 10);
  });
});

describe('sessions', () => {
  const memberInfo = (token: string) =>
    server.call('longwan', 'GET', '/wps/member/info', { token });
  const advance = (ms: number) =>
    server.call('longwan', 'POST', '/__test/clock/advance', { body: { ms } });

  it("a member holds at most the tenant's cap of sessions; a new login ends the oldest", async () => {
    await addMember('longwan', 'capped1', 'Right123!');
    const ip = freshIp();
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++)
      tokens.push(
        (await login('longwan', { username: 'capped1', password: 'Right123!' }, ip)).body.value
          .token!,
      );
    const statuses = await Promise.all(tokens.map(async (t) => (await memberInfo(t)).status));
    // The manifest leaves sessionsPerMember at its default, 5.
    expect(statuses).toEqual([401, 200, 200, 200, 200, 200]);
  });

  it('ends a session left unused for the idle timeout, and a busy one at its lifetime', async () => {
    await addMember('longwan', 'idle1', 'Right123!');
    const ip = freshIp();
    const open = async () =>
      (await login('longwan', { username: 'idle1', password: 'Right123!' }, ip)).body.value.token!;
    const idle = await open();
    const busy = await open();
    // Defaults: 60 idle minutes, 12 hours in all.
    await advance(59 * 60_000);
    expect((await memberInfo(busy)).status).toBe(200);
    await advance(2 * 60_000);
    expect((await memberInfo(idle)).status).toBe(401);
    expect((await memberInfo(busy)).status).toBe(200);
    // 61 minutes so far; used every 50 minutes up to 711, then past the 720 of 12 hours.
    for (let i = 0; i < 13; i++) {
      await advance(50 * 60_000);
      expect((await memberInfo(busy)).status).toBe(200);
    }
    await advance(50 * 60_000);
    expect((await memberInfo(busy)).status).toBe(401);
  });
});

describe('free play', () => {
  it("opens the tenant's daily quota of trial accounts per address, then refuses", async () => {
    const ip = freshIp();
    const play = (from: string) =>
      server.call<{ token: string }>('siam88', 'POST', '/wps/session/login/freeplay', {
        body: { platform: 'W', Encryption: 'random-string-1' },
        encrypt: true,
        ip: from,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await play(ip)).status);
    // The manifest leaves freePlayPerAddressPerDay at its default, 10.
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const refused = await play(ip);
    expect(refused.body.errorCode).toBe('auth/quota-exceeded');
    expect(
      (refused.body.value as unknown as { retryAfterSeconds: number }).retryAfterSeconds,
    ).toBeGreaterThan(23 * 3600);
    expect((await play(freshIp())).status).toBe(200);
  });
});
