import type { Server } from 'node:http';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownHosts, refuseForeign } from './guard.ts';

let server: Server;
let port: number;
let writes = 0;

beforeAll(async () => {
  const app = express();
  app.use(refuseForeign(() => ownHosts('127.0.0.1', port)));
  app.get('/read', (_req, res) => res.json({ ok: true }));
  app.put('/write', (_req, res) => {
    writes++;
    res.json({ ok: true });
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request: fetch would not let a test set Host. */
function request(method: string, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the studio answers only itself', () => {
  it('takes reads and writes from its own page', async () => {
    const own = `127.0.0.1:${port}`;
    expect(await request('GET', '/read', { host: own })).toBe(200);
    expect(await request('GET', '/read', { host: `localhost:${port}` })).toBe(200);
    expect(await request('PUT', '/write', { host: own, origin: `http://${own}` })).toBe(200);
    expect(writes).toBe(1);
  });

  it('refuses a write from another origin, or with no origin at all', async () => {
    const own = `127.0.0.1:${port}`;
    expect(await request('PUT', '/write', { host: own, origin: 'http://evil.example' })).toBe(403);
    expect(await request('PUT', '/write', { host: own })).toBe(403);
    expect(
      await request('PUT', '/write', {
        host: own,
        origin: `http://${own}`,
        'sec-fetch-site': 'cross-site',
      }),
    ).toBe(403);
    expect(writes).toBe(1);
  });

  it('refuses any request naming another host (DNS rebinding)', async () => {
    expect(await request('GET', '/read', { host: `evil.example:${port}` })).toBe(403);
    expect(await request('GET', '/read', { host: '127.0.0.1:1' })).toBe(403);
  });

  it('refuses a cross-origin read', async () => {
    expect(
      await request('GET', '/read', { host: `127.0.0.1:${port}`, origin: 'http://evil.example' }),
    ).toBe(403);
  });
});
