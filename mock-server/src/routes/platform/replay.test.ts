// The platform client's plaintext calls, replayed as it sends them (upper-case Language, lower-case
// merchant, its extra parameters, JSON bodies) against the embedded server, signed in as player1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { replayCalls, type Answer, type ReplayCall } from './replay-calls.ts';

const TENANT = 'siam88';
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ dataDir: null });
  token = (await server.memberWithToken(TENANT, 'player1')).token;
});
afterAll(() => server.close());

async function replay(c: ReplayCall): Promise<Answer> {
  const headers = {
    Language: 'TH',
    Merchant: TENANT,
    Device: 'web',
    'X-Gateway-Version': '3',
  };
  const r = await server.call(TENANT, c.method, c.path, {
    token,
    headers,
    ...(c.form !== undefined
      ? { raw: { contentType: 'application/json', data: Buffer.from(c.form) } }
      : c.body !== undefined
        ? { body: c.body }
        : {}),
  });
  const body = (() => {
    try {
      return JSON.parse(r.text) as Answer['body'];
    } catch {
      return null;
    }
  })();
  const envelope = body !== null && !Array.isArray(body) ? body : {};
  const cookie = r.headers['set-cookie']?.join('; ');
  return { status: r.status, body, value: envelope.value, cookie };
}

const answered = (c: ReplayCall, a: Answer) => {
  if (c.reads) return c.reads(a);
  const env = a.body !== null && !Array.isArray(a.body) ? a.body : {};
  return a.status >= 200 && a.status < 300 && env.success === true && env.value !== undefined;
};

describe('the platform client replayed', () => {
  it('answers its plaintext calls as it reads them (a floor: the target is 80 of 92)', async () => {
    expect(replayCalls).toHaveLength(92);
    // Logging out ends the session the others use: last.
    const ordered = [...replayCalls].sort(
      (a, b) => Number(a.name === 'logout') - Number(b.name === 'logout'),
    );
    const failed: string[] = [];
    let ok = 0;
    for (const c of ordered) {
      const a = await replay(c);
      if (answered(c, a)) ok++;
      else {
        const env = a.body !== null && !Array.isArray(a.body) ? a.body : {};
        failed.push(
          `#${c.n} ${c.name}: ${a.status} ${String(env.errorCode ?? '')} ${String(env.message ?? '').slice(0, 90)}`,
        );
      }
    }
    console.log(`${ok} of ${replayCalls.length} plaintext calls answered as the client reads them`);
    if (failed.length) console.log(`not answered:\n  ${failed.join('\n  ')}`);
    expect(ok).toBeGreaterThanOrEqual(72);
  });
});
