import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressTree } from '../build/compress.ts';
import { serveTenantSite } from '../../testing/site-servers.ts';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `row ${i}`))};\n`;
const PAGE = `<!doctype html><html><head><title>Gold Crown</title></head><body>${'<p>lobby</p>'.repeat(200)}</body></html>`;
const LOCALE = JSON.stringify(
  Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, `text ${i}`])),
);

let distDir: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-precompressed-'));
  const site = path.join(distDir, 'goldcrown');
  fs.mkdirSync(path.join(site, 'app'), { recursive: true });
  fs.mkdirSync(path.join(site, 'locales'), { recursive: true });
  fs.writeFileSync(path.join(site, 'index.html'), PAGE);
  fs.writeFileSync(path.join(site, 'app', 'index-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(site, 'locales', 'en.json'), LOCALE);
  fs.writeFileSync(path.join(site, '.emitted'), 'stamp');
  compressTree(site);
  ({ server, port } = await serveTenantSite(distDir, 'goldcrown'));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(distDir, { recursive: true, force: true });
});

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(p: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Got> {
  return new Promise((resolve, reject) =>
    http
      .request(
        {
          host: '127.0.0.1',
          port,
          path: p,
          method,
          headers: { host: `goldcrown.localhost:${port}`, ...headers },
        },
        (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () =>
            resolve({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(chunks) }),
          );
        },
      )
      .on('error', reject)
      .end(),
  );
}

function decoded(res: Got): string {
  const enc = res.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(res.body).toString();
  if (enc === 'gzip') return zlib.gunzipSync(res.body).toString();
  return res.body.toString();
}

describe('precompressed tenant files', () => {
  it('sends the brotli file to a browser, with the right type, length and Vary', async () => {
    const res = await get('/app/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('honours q-values: gzip when brotli is refused or weighted lower', async () => {
    for (const accept of ['gzip, br;q=0', 'br;q=0.5, gzip;q=0.9', 'gzip']) {
      const res = await get('/app/index-abc123.js', { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(decoded(res)).toBe(SCRIPT);
    }
  });

  it('sends the file itself (still Vary) when the client accepts no compression', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': '*;q=0' },
    ];
    for (const headers of cases) {
      const res = await get('/app/index-abc123.js', headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body.toString()).toBe(SCRIPT);
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    }
  });

  it('caches hashed runtime files for a year, immutable', async () => {
    const res = await get('/app/index-abc123.js', { 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes the page and locales revalidate, and answers 304 to a current copy', async () => {
    for (const p of ['/', '/deposit', '/locales/en.json']) {
      const first = await get(p, { 'accept-encoding': 'br' });
      expect(first.status, p).toBe(200);
      expect(first.headers['cache-control'], p).toBe('no-cache');
      expect(first.headers['content-encoding'], p).toBe('br');
      expect(decoded(first)).toBe(p.endsWith('.json') ? LOCALE : PAGE);
      expect(first.headers['last-modified'], p).toBeTruthy();
      const etag = String(first.headers.etag);
      const again = await get(p, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status, p).toBe(304);
      expect(again.body.length).toBe(0);
      // Another encoding is another representation: its old tag does not match.
      const gz = await get(p, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(gz.status, p).toBe(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
    }
    const html = await get('/', { 'accept-encoding': 'br' });
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers HEAD with the headers of the variant and no body', async () => {
    const res = await get('/app/index-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });

  it('never serves the build stamp or a file outside the site ', async () => {
    const stamp = await get('/.emitted');
    expect(decoded(stamp)).not.toContain('stamp');
    const outside = await get('/app/..%2f..%2f..%2f..%2fetc%2fhostname');
    expect(outside.status).toBe(404);
    expect(decoded(outside)).toBe('Not found');
    expect((await get('/app/missing-123.js')).status).toBe(404);
  });
});
