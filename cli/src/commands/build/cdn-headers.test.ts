import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { loadValidManifests } from '#manifests/index.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { repoRoot } from '../../context.ts';
import { tenantSites } from '../start/site.ts';
import { cdnHeadersFile } from './cdn-headers.ts';

const PAGE =
  '<!doctype html><html><head><script id="lobby-tenant" type="application/json">{"a":1}</script><script>document.documentElement.dataset.boot=\'1\'</script></head><body></body></html>';
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** The headers `lobby start` sends with a tenant's page, served from a dist holding `PAGE`. */
async function servedHeaders(manifest: TenantManifest): Promise<http.IncomingHttpHeaders> {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-cdn-headers-'));
  dirs.push(distDir);
  fs.mkdirSync(path.join(distDir, manifest.code));
  fs.writeFileSync(path.join(distDir, manifest.code, 'index.html'), PAGE);
  const server = http.createServer(
    express().use(tenantSites({ distDir, manifests: [manifest], defaultCode: manifest.code })),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) =>
      http
        .get(
          { host: '127.0.0.1', port, path: '/', headers: { host: `${manifest.code}.localhost` } },
          (r) => {
            r.resume();
            resolve(r.headers);
          },
        )
        .on('error', reject),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The rules of a `_headers` file: pattern → header name (lower case) → value. */
function rules(file: string): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of file.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) out.set(line, (current = new Map()));
    else {
      const at = line.indexOf(':');
      current!.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
    }
  }
  return out;
}

describe("a built site's _headers, for a CDN serving it", () => {
  const goldcrown = loadValidManifests(path.join(repoRoot, 'tenants')).find(
    (m) => m.code === 'goldcrown',
  )!;

  it('asks for every header lobby start sends with the page, with the same values', async () => {
    const manifest: TenantManifest = {
      ...goldcrown,
      api: { ...goldcrown.api, baseUrl: 'https://api.goldcrown.example' },
      cdn: { images: ['img.goldcrown-cdn.example'], gameLaunch: ['play.goldcrown-cdn.example'] },
    };
    const page = rules(cdnHeadersFile(manifest, [PAGE])).get('/*')!;
    const served = await servedHeaders(manifest);
    expect(page.get('content-security-policy')).toMatch(/script-src 'self' 'unsafe-eval' 'sha256-/);
    expect(page.get('content-security-policy')).toContain('https://img.goldcrown-cdn.example');
    for (const [name, value] of page) expect(String(served[name]), name).toBe(value);
    // Nothing the page is sent with is missing from the file (but the transport's own headers).
    const transport = [
      'date',
      'connection',
      'keep-alive',
      'content-length',
      'content-type',
      'etag',
      'last-modified',
      'accept-ranges',
      'vary',
      'link',
      'x-powered-by',
    ];
    const missing = Object.keys(served).filter((h) => !page.has(h) && !transport.includes(h));
    expect(missing).toEqual([]);
  });

  it('keeps the hashed runtime for a year and has everything else revalidated', () => {
    const file = rules(cdnHeadersFile(goldcrown, [PAGE]));
    expect(file.get('/app/*')?.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.get('/*')?.get('cache-control')).toBe('no-cache');
  });
});
