import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadValidManifests } from '#manifests/index.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { repoRoot } from '../../context.ts';
import { DEFAULT_HOST, startServer, type RunningServer } from './index.ts';
import { serveTenantSite } from '../../testing/site-servers.ts';
import { tenantSites } from './site.ts';

const BOOT = "document.documentElement.dataset.boot='1'";
let distDir: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-site-'));
  fs.mkdirSync(path.join(distDir, 'goldcrown', 'app'), { recursive: true });
  fs.writeFileSync(
    path.join(distDir, 'goldcrown', 'index.html'),
    `<!doctype html><html><head><script id="lobby-tenant" type="application/json">{"a":1}</script><script>${BOOT}</script><script type="module" crossorigin src="/app/main.js"></script></head><body></body></html>`,
  );
  fs.writeFileSync(path.join(distDir, 'goldcrown', 'app', 'main.js'), 'console.log(1)');
  ({ server, port } = await serveTenantSite(distDir, 'goldcrown'));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(distDir, { recursive: true, force: true });
});

function get(p: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) =>
    http
      .get(
        { host: '127.0.0.1', port, path: p, headers: { host: `goldcrown.localhost:${port}` } },
        (r) => {
          r.resume();
          resolve(r);
        },
      )
      .on('error', reject),
  );
}

const sha = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('tenant site headers', () => {
  it('allows the inline head scripts by hash, never unsafe-inline, and forbids framing', async () => {
    const page = await get('/deposit');
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain(sha(BOOT));
    expect(scriptSrc).not.toContain('unsafe-inline');
    // Eval stays allowed for the form validators (ajv compiles the server's field rules).
    expect(scriptSrc).toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['permissions-policy']).toContain('geolocation=()');
  });

  it('names the page’s module in a Link header, on the page only', async () => {
    const page = await get('/deposit');
    expect(page.headers.link).toBe('</app/main.js>; rel=modulepreload; crossorigin');
    expect((await get('/app/main.js')).headers.link).toBeUndefined();
  });

  it('sends the same headers with the assets', async () => {
    const asset = await get('/app/main.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(String(asset.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('lobby start', () => {
  let running: RunningServer | undefined;
  afterAll(() => running?.close());

  it('listens on loopback unless --host says otherwise', async () => {
    expect(DEFAULT_HOST).toBe('127.0.0.1');
    running = await startServer({
      root: repoRoot,
      tenantsDir: path.join(repoRoot, 'tenants'),
      port: 0,
      mode: 'test',
      dataDir: null,
      skipBuild: true,
    });
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (external) {
      const reached = await new Promise<boolean>((resolve) => {
        const req = http.get({ host: external, port: running!.port, path: '/', timeout: 2000 });
        req.on('response', () => resolve(true));
        req.on('error', () => resolve(false));
        req.on('timeout', () => {
          req.destroy();
          resolve(false);
        });
      });
      expect(reached).toBe(false);
    }
    const made: object[] = [];
    // First in line: sees each request as the server made it, before Express touches it.
    const spy = (req: http.IncomingMessage) => made.push(Object.getPrototypeOf(req) as object);
    running.server.prependListener('request', spy);
    const local = await new Promise<number>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port: running!.port, path: '/wps/system/status' }, (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        })
        .on('error', reject),
    );
    running.server.off('request', spy);
    expect(local).toBe(200);
    // The API's requests are built on its app's prototypes, as bench:server's are.
    expect(made).toEqual([running.api.app.request]);
  });
});

/** The CSP a tenant's page is served with, for a manifest changed from goldcrown's. */
async function pageCsp(change: (m: TenantManifest) => TenantManifest) {
  const manifest = loadValidManifests(path.join(repoRoot, 'tenants')).find(
    (m) => m.code === 'goldcrown',
  )!;
  const app = express().use(
    tenantSites({ distDir, manifests: [change(manifest)], defaultCode: 'goldcrown' }),
  );
  const other = http.createServer(app);
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const otherPort = (other.address() as AddressInfo).port;
  const csp = await new Promise<string>((resolve, reject) =>
    http
      .get(
        { host: '127.0.0.1', port: otherPort, path: '/', headers: { host: 'goldcrown.localhost' } },
        (r) => {
          r.resume();
          resolve(String(r.headers['content-security-policy']));
        },
      )
      .on('error', reject),
  );
  await new Promise((resolve) => other.close(resolve));
  return (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));
}

describe('a tenant whose API is on another origin', () => {
  it("lets its page call the API, draw its icons and frame its games there, and nobody else's", async () => {
    const directive = await pageCsp((m) => ({
      ...m,
      api: { ...m.api, baseUrl: 'https://api.goldcrown.example' },
    }));
    // The API's calls and its push channel (the WebSocket scheme of the same origin).
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://api.goldcrown.example wss://api.goldcrown.example",
    );
    expect(directive('img-src')).toMatch(/^img-src 'self' https:\/\/api\.goldcrown\.example /);
    expect(directive('frame-src')).toBe("frame-src 'self' https://api.goldcrown.example");
    expect(directive('script-src')).not.toMatch(/api\.goldcrown/);
    // The repository's own tenants keep their API on the site's origin.
    const page = await get('/');
    expect(String(page.headers['content-security-policy'])).toMatch(/connect-src 'self';/);
  });
});

describe('a tenant with image and game-launch CDNs', () => {
  it('lets its page draw icons from its image CDNs and frame games from its launch CDNs, written as hosts or addresses', async () => {
    const directive = await pageCsp((m) => ({
      ...m,
      cdn: {
        images: ['img1.goldcrown-cdn.example', 'https://img2.goldcrown-cdn.example:8443/brand/'],
        gameLaunch: ['play.goldcrown-cdn.example'],
      },
    }));
    expect(directive('img-src')).toBe(
      "img-src 'self' https://img1.goldcrown-cdn.example https://img2.goldcrown-cdn.example:8443 data: blob:",
    );
    expect(directive('frame-src')).toBe("frame-src 'self' https://play.goldcrown-cdn.example");
    // Nothing else is opened to them: calls and scripts stay the site's own.
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('script-src')).not.toMatch(/cdn/);
  });
});
