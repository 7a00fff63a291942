// The proof of work that guards Lobby's wire forms (feedback here; login and registration check
// it the same way): each issued challenge, solved, passes once, in its tenant, before it expires.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PowChallenge, PowSolution } from '#schemas/proof-of-work.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { solvePowNative } from '../../testing/solve-pow.ts';
import { newVolatile } from '../tenancy.ts';
import { POW_TTL_MS, POW_USED_MAX } from './limits.ts';
import { consumeSolution, issueChallenge } from './proof-of-work.ts';

const T = 'goldcrown';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ only: [T, 'siam88'] });
});
afterAll(() => server.close());

const challenge = async (tenant = T) =>
  (await server.call<PowChallenge>(tenant, 'GET', '/wps/captcha/challenge')).body.value;

const feedback = (captcha?: string) =>
  server.call<{ reason?: string }>(T, 'PUT', '/wps/feedback', {
    body: {
      content: 'The deposit page took a long time to load today.',
      sender: 'powtest',
      type: 1,
      ...(captcha === undefined ? {} : { captcha }),
    },
  });

const decode = (payload: string) =>
  JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as PowSolution;
const encode = (s: PowSolution) => Buffer.from(JSON.stringify(s)).toString('base64');

describe('proof of work on the wire', () => {
  it('is a signed SHA-256 challenge whose solution is accepted once', async () => {
    const c = await challenge();
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: expect.any(Number) });
    expect(c.salt).toMatch(/\?expires=\d+$/);
    const solution = solvePowNative(c);
    expect((await feedback(solution)).status).toBe(200);
    const replay = await feedback(solution);
    expect([replay.status, replay.body.errorCode, replay.body.value.reason]).toEqual([
      400,
      'captcha_invalid',
      'used',
    ]);
  });

  it('refuses a missing, malformed, wrong, forged, foreign or expired solution', async () => {
    const missing = await feedback();
    expect(missing.body.errorCode).toBe('invalid_request');
    const malformed = await feedback('not-a-solution');
    expect([malformed.body.errorCode, malformed.body.value.reason]).toEqual([
      'captcha_invalid',
      'malformed',
    ]);

    const right = decode(solvePowNative(await challenge()));
    const wrong = await feedback(encode({ ...right, number: right.number + 1 }));
    expect([wrong.body.errorCode, wrong.body.value.reason]).toEqual(['captcha_invalid', 'number']);

    // A challenge the attacker made up (any salt it likes), signed with a key of its own.
    const own = issueChallenge(crypto.randomBytes(32), T, server.now(T));
    const forged = await feedback(solvePowNative(own));
    expect([forged.body.errorCode, forged.body.value.reason]).toEqual([
      'captcha_invalid',
      'signature',
    ]);
    // Solved for another tenant of the same server.
    const foreign = await feedback(solvePowNative(await challenge('siam88')));
    expect([foreign.body.errorCode, foreign.body.value.reason]).toEqual([
      'captcha_invalid',
      'signature',
    ]);

    const late = solvePowNative(await challenge());
    await server.call(T, 'POST', '/__test/clock/advance', { body: { ms: POW_TTL_MS } });
    const expired = await feedback(late);
    expect([expired.body.errorCode, expired.body.value.reason]).toEqual([
      'captcha_invalid',
      'expired',
    ]);
    // None of them was stored.
    const stored = server.lobby.deps.tenants
      .byCode(T)!
      .store.data.content.feedback.filter((f) => f.sender === 'powtest');
    expect(stored).toHaveLength(1);
  });
});

describe('used solutions', () => {
  it('stay bounded, and one forgotten to bound them is still refused', () => {
    const v = newVolatile();
    const secret = crypto.randomBytes(32);
    const now = 1_700_000_000_000;
    // maxnumber 0: the number is 0, so only the bookkeeping is measured.
    const issued = (at: number) => {
      const c = issueChallenge(secret, T, at, 0);
      return encode({ ...c, number: 0 } as PowSolution);
    };
    const first = issued(now);
    consumeSolution(v, secret, T, first, now);
    for (let i = 1; i <= POW_USED_MAX; i++) consumeSolution(v, secret, T, issued(now + i), now + i);
    const used = v.powUsed as { byChallenge: Map<string, number> };
    expect(used.byChallenge.size).toBeLessThanOrEqual(POW_USED_MAX);
    expect(() => consumeSolution(v, secret, T, first, now + POW_USED_MAX)).toThrow(
      expect.objectContaining({ key: 'captcha_invalid' }) as Error,
    );
  });
});
