// Behind a proxy the client's address is what the trusted proxies say it is: the per-address
// limits count by it. The harness connects from 127.0.0.1, which plays the nearest proxy.
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The address the server sees for a request that came through `forwardedFor`. */
async function seenAddress(trustProxy: TrustProxy | undefined, forwardedFor: string) {
  server = await startTestServer({
    dataDir: null,
    only: ['goldcrown'],
    ...(trustProxy === undefined ? {} : { trustProxy }),
  });
  const r = await server.call<{ location: { ip: string } }>(
    'goldcrown',
    'GET',
    '/wps/system/status',
    {
      headers: { 'x-forwarded-for': forwardedFor },
    },
  );
  return r.body.value.location.ip;
}

describe('--trust-proxy', () => {
  it('by default believes only a proxy on this machine', async () => {
    expect(await seenAddress(undefined, '203.0.113.9, 10.1.2.3')).toBe('10.1.2.3');
  });

  it('with a hop count, takes the client from that many proxies in', async () => {
    expect(await seenAddress(2, '203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
  });

  it('with CIDR ranges, believes proxies in them and no one else', async () => {
    expect(await seenAddress(['127.0.0.1/32', '10.0.0.0/8'], '203.0.113.9, 10.1.2.3')).toBe(
      '203.0.113.9',
    );
    await server?.close();
    // A forwarded-for from a peer that is not a listed proxy is the client's own claim: ignored.
    expect(await seenAddress(['10.0.0.0/8'], '203.0.113.9')).toBe('127.0.0.1');
  });

  it('reads the flag as typed and refuses what is neither a count nor addresses', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 10.0.0.0/8, 192.168.1.5 ,::1/128')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1/128',
    ]);
    expect(parseTrustProxy('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/proxy\.example\.com/);
    expect(() => parseTrustProxy('')).toThrow();
  });
});
