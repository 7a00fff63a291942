import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const dateOf = async (tenant: string) => {
  const r = await server.call(tenant, 'GET', '/wps/system/status');
  expect(r.status).toBe(200);
  return Date.parse(String(r.headers.date));
};

describe('the Date header', () => {
  it("is the tenant's server time, and moves with that tenant's clock only", async () => {
    const start = server.now('longwan');
    expect(await dateOf('longwan')).toBe(Math.floor(start / 1000) * 1000);
    const twoDays = 2 * 24 * 3_600_000;
    const moved = await server.call<{ now: number }>('longwan', 'POST', '/__test/clock/advance', {
      body: { ms: twoDays },
    });
    expect(moved.status).toBe(200);
    expect(await dateOf('longwan')).toBe(Math.floor((start + twoDays) / 1000) * 1000);
    expect(await dateOf('goldcrown')).toBe(Math.floor(server.now('goldcrown') / 1000) * 1000);
    expect(server.now('goldcrown')).toBeLessThan(start + twoDays);
  });

  it('is on error answers too', async () => {
    const r = await server.call('longwan', 'GET', '/wps/member/info');
    expect(r.status).toBe(401);
    expect(Date.parse(String(r.headers.date))).toBe(
      Math.floor(server.now('longwan') / 1000) * 1000,
    );
  });
});
