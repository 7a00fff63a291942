// A fleet with one broken manifest: the others serve, the broken one's host says why, --strict
// refuses, and a port in use is reported before any build or seeding.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../main.ts';
import { tempRepo, type TempRepo } from '../../testing/fixtures.ts';
import { startTempFleet } from '../../testing/site-servers.ts';
import type { RunningServer } from './index.ts';

let repo: TempRepo | undefined;
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  repo?.cleanup();
  repo = undefined;
});

function get(
  port: number,
  host: string,
  p: string,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: p, headers: { host, accept: 'text/html' } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
        );
      })
      .on('error', reject);
  });
}

function breakColour(r: TempRepo) {
  r.edit('goldcrown', (m) => {
    ((m.themes as Record<string, Record<string, string>>).dark as Record<string, string>).primary =
      '#2f80e';
  });
}

describe('a fleet with one invalid manifest', () => {
  it('serves every valid tenant, and the invalid one answers "not configured"', async () => {
    repo = tempRepo();
    breakColour(repo);
    server = await startTempFleet(repo);
    expect(server.codes).toEqual(['longwan', 'siam88']);
    expect(server.skipped.map((r) => r.code)).toEqual(['goldcrown']);
    // Nothing is seeded before the first request...
    expect(fs.existsSync(path.join(repo.root, '.data', 'siam88.json'))).toBe(false);
    for (const code of ['siam88', 'longwan']) {
      const status = await get(server.port, `${code}.localhost`, '/wps/system/status');
      expect(status.status).toBe(200);
      expect(JSON.parse(status.body)).toMatchObject({ success: true });
    }
    // ...and a tenant's first request seeded it.
    expect(fs.existsSync(path.join(repo.root, '.data', 'siam88.json'))).toBe(true);

    const page = await get(server.port, 'goldcrown.localhost', '/');
    expect(page.status).toBe(503);
    expect(page.type).toMatch(/text\/html/);
    expect(page.body).toMatch(/This site is not configured/);
    expect(page.body).toMatch(/tenants\/goldcrown\/tenant\.json:\d+:\d+ \/themes\/dark\/primary/);
    // Its declared domain says the same; a host nobody serves is still the API's JSON 404.
    expect((await get(server.port, 'goldcrown.example.com', '/')).status).toBe(503);
    const unknown = await get(server.port, 'nobody.localhost', '/wps/system/status');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ errorCode: 'domain_check_failed' });
  });

  it('lobby start prints one line per problem with the fix, then serves the others', async () => {
    repo = tempRepo();
    breakColour(repo);
    const { reportSkipped } = await import('./index.ts');
    const { checkManifests } = await import('#manifests/index.ts');
    reportSkipped(
      repo.ctx.io,
      checkManifests(repo.tenantsDir, ['goldcrown'], repo.root).filter((r) => !r.manifest),
    );
    expect(repo.err[0]).toMatch(/^skipped goldcrown: invalid manifest/);
    expect(repo.err[1]).toMatch(
      /^ {2}tenants\/goldcrown\/tenant\.json:\d+:\d+ \/themes\/dark\/primary: .*\(fix: write the colour as # and six hex digits/,
    );
  });

  it('lobby start --strict refuses to start, exit 1', async () => {
    repo = tempRepo();
    breakColour(repo);
    const code = await run(['node', 'lobby', 'start', '--strict', '--port', '0'], repo.ctx);
    expect(code).toBe(1);
    expect(repo.err.join('\n')).toMatch(/invalid manifest[\s\S]*\/themes\/dark\/primary/);
  });

  it('lobby serve keeps serving the valid tenants (no internal error)', async () => {
    repo = tempRepo();
    breakColour(repo);
    const { startApi } = await import('../serve/index.ts');
    const api = await startApi(repo.ctx, {
      port: 0,
      host: '127.0.0.1',
      mode: 'test',
      dataDir: path.join(repo.root, '.data'),
    });
    try {
      expect(api.codes).toEqual(['longwan', 'siam88']);
      expect(api.skipped.map((r) => r.code)).toEqual(['goldcrown']);
      expect((await get(api.port, 'siam88.localhost', '/wps/system/status')).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('reports a port in use at once, before building or seeding, exit 1', async () => {
    repo = tempRepo(['siam88']);
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '0.0.0.0', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const started = Date.now();
      const code = await run(['node', 'lobby', 'start', '--port', String(port)], repo.ctx);
      expect(code).toBe(1);
      expect(repo.err.join('\n')).toMatch(new RegExp(`port ${port} is in use`));
      // Nothing was built: the port was the first thing checked.
      expect(fs.existsSync(path.join(repo.root, 'dist'))).toBe(false);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      blocker.close();
    }
  });

  it('says which --port text is wrong', async () => {
    repo = tempRepo(['siam88']);
    expect(await run(['node', 'lobby', 'start', '--port', 'abc'], repo.ctx)).toBe(1);
    expect(repo.err.join('\n')).toMatch(/--port "abc" is not a port number/);
  });
});
