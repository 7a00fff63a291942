// The platform's encrypted calls on the embedded server: the body in the envelope its clients
// send (`{"value"}` and the `Encryption` header) opens with the server's own key, and a body that
// does not open is refused without a write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';
import { sealEnvelope } from './envelope.ts';

const T = 'jadelotus';
const PLATFORM = { Language: 'EN', Merchant: 'jdl7f3a' };
let server: TestServer;
let publicKey: string;

beforeAll(async () => {
  server = await startTestServer({ dataDir: null });
  publicKey = (await server.call<string>(T, 'GET', '/wps/system/publicKey')).body.value;
});
afterAll(() => server.close());

const sealed = (body: unknown, cipher?: 'AES-GCM' | 'AES-CBC') => {
  const { value, encryption } = sealEnvelope(publicKey, body, cipher);
  return { body: { value }, headers: { ...PLATFORM, Encryption: encryption } };
};

describe("the platform's encryption envelope", () => {
  it('logs a player in from a sealed body and the token opens member calls', async () => {
    const login = await server.call<{ token: string }>(T, 'POST', '/wps/session/login', {
      ...sealed({ username: 'player1', password: 'Player123!', loginDeviceId: 'fp-1' }),
      ip: '203.0.113.70',
    });
    expect(login.status, login.text).toBe(200);
    const balance = await server.call<{ balance: number }>(T, 'GET', '/wps/v2/wallets/balance', {
      token: login.body.value.token,
      headers: PLATFORM,
    });
    expect(typeof balance.body.value.balance).toBe('number');
  });

  it('refuses a body sealed under another cipher than the tenant names', async () => {
    const r = await server.call(T, 'POST', '/wps/session/login', {
      ...sealed({ username: 'player1', password: 'Player123!' }, 'AES-CBC'),
      ip: '203.0.113.71',
    });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('decryption_failed');
  });

  it('refuses a plain body on an encrypted call', async () => {
    const r = await server.call(T, 'PUT', '/wps/member/register', {
      body: { username: 'nobody1', password: 'Secret#123' },
      headers: PLATFORM,
    });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('encryption_required');
  });
});
