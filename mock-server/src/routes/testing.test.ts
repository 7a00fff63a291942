// Test sign-in: in test mode a probe gets a session for any account of the tenant without its
// password; a prod server has no such route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

let server: TestServer;
let prod: TestServer;
beforeAll(async () => {
  [server, prod] = await Promise.all([
    startTestServer(),
    startTestServer({ mode: 'prod', dataDir: null }),
  ]);
});
afterAll(() => Promise.all([server.close(), prod.close()]));

const signIn = (s: TestServer, body: unknown) =>
  s.call<{ token: string; member: { account: string } }>('goldcrown', 'POST', '/__test/session', {
    body,
  });

describe('POST /__test/session', () => {
  it('answers a token that works as the member’s session', async () => {
    const r = await signIn(server, { account: 'PLAYER1' });
    expect(r.status, r.text).toBe(200);
    expect(r.body.value.member.account).toBe('player1');
    const info = await server.call<{ account: string }>('goldcrown', 'GET', '/wps/member/info', {
      token: r.body.value.token,
    });
    expect(info.status).toBe(200);
    expect(info.body.value.account).toBe('player1');
  });

  it('gives an agent session only to an agent', async () => {
    expect((await signIn(server, { account: 'agent1', area: 'agent' })).status).toBe(200);
    const r = await signIn(server, { account: 'player1', area: 'agent' });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('error_not_agent');
  });

  it('refuses an unknown account and a malformed body with envelope errors', async () => {
    const unknown = await signIn(server, { account: 'nobody-here' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('not_found');
    const bad = await signIn(server, { name: 'player1' });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });

  it('does not exist on a prod server', async () => {
    const r = await signIn(prod, { account: 'player1' });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, errorCode: 'not_found' });
  });
});
