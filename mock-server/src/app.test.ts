import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('tenancy', () => {
  it('serves each tenant by host with its own merchant code and register rules', async () => {
    const siam = await server.call<{
      info: { merchantCode: string; registerRules: Record<string, unknown> };
    }>('siam88', 'GET', '/wps/system/status');
    const gold = await server.call<{
      info: { merchantCode: string; registerRules: Record<string, unknown> };
    }>('goldcrown', 'GET', '/wps/system/status');
    expect(siam.status).toBe(200);
    expect(siam.body.value.info.merchantCode).toBe('SIAM88');
    expect(gold.body.value.info.merchantCode).toBe('GOLDCROWN');
    expect(Object.keys(gold.body.value.info.registerRules)).toContain('email');
  });

  it('refuses a Merchant header that does not match the host', async () => {
    const r = await server.call('siam88', 'GET', '/wps/system/status', {
      headers: { merchant: 'GOLDCROWN' },
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, errorCode: 'domain_check_failed' });
  });

  it('answers an unknown host and an unknown call with envelope errors, not 500s', async () => {
    const host = await server.call('nosuch', 'GET', '/wps/system/status');
    expect(host.status).toBe(404);
    expect(host.body.errorCode).toBe('domain_check_failed');
    const call = await server.call('siam88', 'GET', '/wps/no/such/call');
    expect(call.status).toBe(404);
    expect(call.body.errorCode).toBe('not_found');
  });

  it('answers malformed JSON with invalid_request', async () => {
    const r = await server.call('siam88', 'POST', '/__test/status', {
      raw: { contentType: 'application/json', data: Buffer.from('{"status":') },
    });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('invalid_request');
  });

  it('validates bodies against the contract and names the failing field', async () => {
    const r = await server.call('siam88', 'POST', '/__test/status', { body: { status: 7 } });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('invalid_request');
    expect(JSON.stringify(r.body.value)).toContain('status');
  });
});

describe('test routes', () => {
  it('set the system status per tenant', async () => {
    await server.call('goldcrown', 'POST', '/__test/status', { body: { status: 1 } });
    const gold = await server.call<{ status: number; maintenance: boolean }>(
      'goldcrown',
      'GET',
      '/wps/system/status',
    );
    const siam = await server.call<{ status: number }>('siam88', 'GET', '/wps/system/status');
    expect(gold.body.value).toMatchObject({ status: 1, maintenance: true });
    expect(siam.body.value.status).toBe(0);
    await server.call('goldcrown', 'POST', '/__test/status', { body: { status: 0 } });
  });

  it('advance the clock', async () => {
    const before = (await server.call<{ now: number }>('siam88', 'GET', '/__test/clock')).body.value
      .now;
    const after = (
      await server.call<{ now: number }>('siam88', 'POST', '/__test/clock/advance', {
        body: { ms: 60_000 },
      })
    ).body.value.now;
    expect(after - before).toBe(60_000);
  });

  it("move one tenant's clock only: another tenant's time and sessions stay", async () => {
    const { token } = await server.memberWithToken('siam88', 'clockwatcher');
    const siamBefore = (await server.call<{ now: number }>('siam88', 'GET', '/__test/clock')).body
      .value.now;
    const goldBefore = server.now('goldcrown');
    const moved = await server.call<{ now: number; failedJobs: string[] }>(
      'goldcrown',
      'POST',
      '/__test/clock/advance',
      { body: { ms: 26 * 3_600_000 } },
    );
    expect(moved.body.value.failedJobs).toEqual([]);
    const siamAfter = (await server.call<{ now: number }>('siam88', 'GET', '/__test/clock')).body
      .value.now;
    expect(siamAfter).toBe(siamBefore);
    expect(moved.body.value.now - goldBefore).toBe(26 * 3_600_000);
    const info = await server.call('siam88', 'GET', '/wps/member/info', { token });
    expect(info.status).toBe(200);
  });

  it('are absent in prod mode', async () => {
    const prod = await startTestServer({ mode: 'prod', dataDir: null });
    try {
      const r = await prod.call('siam88', 'GET', '/__test/clock');
      expect(r.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
