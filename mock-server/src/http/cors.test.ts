// A tenant site whose API is on another origin: the browser's CORS checks (preflight and answer
// headers) pass for the tenants' own site origins and for nobody else, and the API host finds the
// tenant by its manifest's api.baseUrl and the Merchant header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantManifest } from '#schemas/index.ts';
import { loadManifests } from '#manifests/index.ts';
import { originTenants } from './cors.ts';
import { repoTenantsDir, startTestServer, type TestServer } from '../../testing/harness.ts';

const API_HOST = 'api.brands.example';

let server: TestServer;
beforeAll(async () => {
  // Two brands behind one backend, as an operator runs them: both name the same API origin.
  const loaded = loadManifests(repoTenantsDir);
  const valid = loaded.valid.map((m) =>
    m.code === 'goldcrown' || m.code === 'siam88'
      ? { ...m, api: { ...m.api, baseUrl: `https://${API_HOST}` } }
      : m,
  );
  server = await startTestServer({ manifests: { valid, invalid: loaded.invalid } });
});
afterAll(() => server.close());

const preflight = (origin: string, method = 'POST') =>
  server.call('goldcrown', 'OPTIONS', '/wps/session/login', {
    headers: {
      host: `${API_HOST}`,
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,merchant,language,device,content-type',
    },
  });

describe('CORS for a site whose API is on another origin', () => {
  it('answers a preflight from a tenant site with every header the client sends, credentials allowed', async () => {
    const r = await preflight('https://goldcrown.example.com');
    expect(r.status).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe('https://goldcrown.example.com');
    expect(r.headers['access-control-allow-credentials']).toBe('true');
    const allowed = String(r.headers['access-control-allow-headers']).toLowerCase().split(', ');
    for (const h of [
      'authorization',
      'merchant',
      'language',
      'device',
      'x-gateway-version',
      'encryption',
      'idempotency-key',
      'content-type',
    ])
      expect(allowed).toContain(h);
    expect(String(r.headers['access-control-allow-methods'])).toMatch(/DELETE/);
    expect(r.headers.vary).toMatch(/Origin/);
  });

  it('allows <code>.localhost on any port in test mode', async () => {
    const r = await preflight('http://siam88.localhost:5173');
    expect(r.headers['access-control-allow-origin']).toBe('http://siam88.localhost:5173');
  });

  it('gives an unknown origin no CORS headers, so its browser refuses the answer', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'https://goldcrown.example.com.evil.io',
    ]) {
      const r = await preflight(origin);
      expect(r.headers['access-control-allow-origin'], origin).toBeUndefined();
      const call = await server.call('goldcrown', 'GET', '/wps/system/status', {
        headers: { host: API_HOST, origin, merchant: 'GOLDCROWN' },
      });
      expect(call.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('the API host serves each brand by its Merchant header, with CORS for its site', async () => {
    for (const [code, merchant, origin] of [
      ['goldcrown', 'GOLDCROWN', 'https://goldcrown.example.com'],
      ['siam88', 'siam88', 'https://www.siam88.example.com'],
    ] as const) {
      const r = await server.call<{ info: { merchantCode: string } }>(
        code,
        'GET',
        '/wps/system/status',
        { headers: { host: API_HOST, origin, merchant } },
      );
      expect(r.status, r.text).toBe(200);
      expect(r.body.value.info.merchantCode.toLowerCase()).toBe(merchant.toLowerCase());
      expect(r.headers['access-control-allow-origin']).toBe(origin);
      expect(String(r.headers['access-control-expose-headers'])).toMatch(/Date/);
    }
  });

  it('an unknown merchant on the API host is refused', async () => {
    const r = await server.call('goldcrown', 'GET', '/wps/system/status', {
      headers: { host: API_HOST, merchant: 'LONGWAN' },
    });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('domain_check_failed');
  });

  it("refuses one brand's page calling with another brand's merchant code", async () => {
    const r = await server.call('goldcrown', 'GET', '/wps/system/status', {
      headers: { host: API_HOST, origin: 'https://goldcrown.example.com', merchant: 'SIAM88' },
    });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('domain_check_failed');
    // The page still reads why: the refusal carries the CORS headers of its origin.
    expect(r.headers['access-control-allow-origin']).toBe('https://goldcrown.example.com');
  });

  it('game icons may be drawn by a site on another origin', async () => {
    const r = await server.call('goldcrown', 'GET', '/lgw/games/icon/NOSUCH.png', {
      headers: { host: API_HOST, merchant: 'GOLDCROWN' },
    });
    expect(r.status).toBe(404);
    const list = await server.call<{ list: { iconUrl: string }[] }>(
      'goldcrown',
      'GET',
      '/lgw/games/list?gameType=RNG&filter=ALL&pageNo=1&pageSize=1',
      { headers: { host: API_HOST, merchant: 'GOLDCROWN' } },
    );
    const icon = await server.call('goldcrown', 'GET', list.body.value.list[0]!.iconUrl, {
      headers: { host: API_HOST },
    });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('merchant codes', () => {
  it('match regardless of case, as the platform sends them', async () => {
    const r = await server.call('longwan', 'GET', '/wps/system/status', {
      headers: { merchant: 'longwan' },
    });
    expect(r.status, r.text).toBe(200);
  });
});

describe('which origins are a tenant site', () => {
  const site = { code: 'goldcrown' } as TenantManifest;
  const siteOf = (host: string) =>
    host === 'goldcrown.example.com' || host === 'goldcrown.localhost' ? site : undefined;

  it('in prod: only its domains over https', () => {
    const prod = originTenants(siteOf, 'prod');
    expect(prod('https://goldcrown.example.com')).toBe(site);
    expect(prod('http://goldcrown.example.com')).toBeUndefined();
    expect(prod('http://goldcrown.localhost:8080')).toBeUndefined();
  });

  it('in dev and test: http and <code>.localhost on any port too, never a path or junk', () => {
    const dev = originTenants(siteOf, 'dev');
    expect(dev('http://goldcrown.example.com')).toBe(site);
    expect(dev('http://goldcrown.localhost:8080')).toBe(site);
    expect(dev('http://goldcrown.localhost:8080/')).toBeUndefined();
    expect(dev('file://goldcrown.localhost')).toBeUndefined();
    expect(dev('not an origin')).toBeUndefined();
  });
});
