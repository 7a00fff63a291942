// A running `lobby start` answers each path with the document prerendered for it (the game list's
// frame for /rng, not the home page's), every other page with index.html, and one CSP that allows
// the inline scripts of whichever document it sent. Brands built as `lobby build` builds them.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '#mock-server/src/index.ts';
import type { TempRepo } from '../../testing/fixtures.ts';
import { startTempFleet } from '../../testing/site-servers.ts';
import { builtFleet } from './built-fleet.ts';
import type { RunningServer } from './index.ts';

let repo: TempRepo;
let server: RunningServer;
beforeAll(async () => {
  repo = builtFleet(['goldcrown']);
  server = await startTempFleet(repo);
}, 60_000);
afterAll(async () => {
  await server.close();
  repo.cleanup();
});

function page(p: string): Promise<{ status: number; body: string; csp: string }> {
  return new Promise((resolve, reject) =>
    http
      .get(
        {
          host: '127.0.0.1',
          port: server.port,
          path: p,
          headers: { host: 'goldcrown.localhost', accept: 'text/html' },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body,
              csp: String(res.headers['content-security-policy']),
            }),
          );
        },
      )
      .on('error', reject),
  );
}

const frameOf = (body: string) => /data-frame="([^"]*)"/.exec(body)?.[1];

describe('the page lobby start sends for a path', { timeout: 60_000 }, () => {
  it("is the game list's own document on /rng, marked with its path for the browser to hydrate", async () => {
    for (const p of ['/rng', '/rng/', '/rng?sort=hot']) {
      const answer = await page(p);
      expect(answer.status).toBe(200);
      expect(frameOf(answer.body)).toBe('/rng');
      expect(answer.body).toContain('data-path="/rng"');
    }
  });

  it("is the home page's document on the home page and on any path without its own", async () => {
    for (const p of ['/', '/deposit', '/RNG', '/offline']) {
      const answer = await page(p);
      expect(answer.status).toBe(200);
      expect(frameOf(answer.body)).toBe('/');
    }
  });

  it('carries a CSP allowing every inline script of the document sent', async () => {
    for (const p of ['/', '/rng']) {
      const answer = await page(p);
      const scriptSrc = answer.csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
      const hashes = inlineScriptHashes(answer.body);
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(scriptSrc).toContain(hash);
    }
  });
});
