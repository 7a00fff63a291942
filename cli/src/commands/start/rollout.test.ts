// Rolling out one brand in a running `lobby start` (a real server on an ephemeral port): the
// other brand never fails meanwhile, the brand serves its old version until the switch and the
// new one after, a build alone changes nothing served, an invalid or unbuilt version is refused
// with the old one kept, and a flag is seen switched by the API and the static tenant.json at
// once. Tenants are emitted from a small runtime build (no Vite), as `lobby build` does.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '#mock-server/src/index.ts';
import type { TempRepo } from '../../testing/fixtures.ts';
import { readAdminFile } from './admin.ts';
import { build, builtFleet } from './built-fleet.ts';
import { startTempFleet } from '../../testing/site-servers.ts';
import type { RunningServer } from './index.ts';

let repo: TempRepo | undefined;
let server: RunningServer | undefined;
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
afterEach(async () => {
  await server?.close();
  server = undefined;
  repo?.cleanup();
  repo = undefined;
});

interface Answer {
  status: number;
  body: string;
  csp: string;
  started: number;
  ended: number;
}

let clock = 0;
/** A request; `started`/`ended` are positions on one counter, so order is exact, not timed. */
function request(
  host: string,
  p: string,
  opts: { method?: string; token?: string; body?: unknown } = {},
): Promise<Answer> {
  const started = ++clock;
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server!.port,
        path: p,
        method: opts.method ?? 'GET',
        agent,
        headers: {
          host,
          accept: 'text/html',
          ...(opts.token ? { authorization: opts.token } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            csp: String(res.headers['content-security-policy'] ?? ''),
            started,
            ended: ++clock,
          }),
        );
      },
    );
    // A refused or dropped connection is an answer too (status 0): the counts below see it.
    req.on('error', () => resolve({ status: 0, body: '', csp: '', started, ended: ++clock }));
    req.end(body);
  });
}

/** Requests `once` over and over until stop() is called; resolves with every answer. */
function hammer<T extends Answer>(
  once: () => Promise<T[]>,
): { answered(n: number): Promise<void>; stop(): Promise<T[]> } {
  let running = true;
  const answers: T[] = [];
  const loop = (async () => {
    while (running) answers.push(...(await once()));
  })();
  return {
    /** Resolves once `n` more answers came in (the server is being hit right now). */
    answered: async (n) => {
      const target = answers.length + n;
      while (answers.length < target) await new Promise((r) => setTimeout(r, 5));
    },
    stop: async () => {
      running = false;
      await loop;
      return answers;
    },
  };
}

const displayName = (a: Answer) => (JSON.parse(a.body) as { displayName: string }).displayName;

// Each test starts a real server and seeds its brands on their first request: room for a busy
// machine, while every wait is on answers, never on a clock.
describe('a rollout of one brand in a running lobby start', { timeout: 60_000 }, () => {
  it('switches the brand from its old version to its new one while the other brand never fails', async () => {
    repo = builtFleet();
    server = await startTempFleet(repo);
    const other = hammer(() =>
      Promise.all([
        request('goldcrown.localhost', '/'),
        request('goldcrown.localhost', '/tenant.json'),
        request('goldcrown.localhost', '/wps/system/status'),
      ]),
    );
    const brand = hammer(() => Promise.all([request('siam88.localhost', '/tenant.json')]));
    await Promise.all([other.answered(15), brand.answered(10)]);

    repo.edit('siam88', (m) => (m.displayName = 'Siam88 Rolled'));
    build(repo, 'siam88');
    await Promise.all([other.answered(15), brand.answered(10)]);
    // Built but not rolled out: the server still serves the old page, manifest and CSP.
    const before = await request('siam88.localhost', '/');
    expect(before.body).toContain('Siam88');
    expect(before.body).not.toContain('Siam88 Rolled');
    expect(displayName(await request('siam88.localhost', '/tenant.json'))).toBe('Siam88');

    const result = server.reload('siam88');
    expect(result).toEqual({ code: 'siam88', ok: true, version: 1 });
    await Promise.all([other.answered(15), brand.answered(10)]);

    const after = await request('siam88.localhost', '/');
    expect(after.body).toContain('Siam88 Rolled');
    // The page's CSP allows the new page's inline scripts, read from the new page.
    const hashes = inlineScriptHashes(after.body);
    expect(hashes.length).toBeGreaterThan(0);
    for (const h of hashes) expect(after.csp).toContain(h);
    expect(after.csp).not.toBe(before.csp);

    const seen = await brand.stop();
    const names = seen.sort((a, b) => a.started - b.started).map(displayName);
    const firstNew = names.indexOf('Siam88 Rolled');
    expect(firstNew).toBeGreaterThan(0);
    expect(names.slice(0, firstNew).every((n) => n === 'Siam88')).toBe(true);
    expect(names.slice(firstNew).every((n) => n === 'Siam88 Rolled')).toBe(true);

    const others = await other.stop();
    expect(others.length).toBeGreaterThanOrEqual(45);
    expect(others.filter((a) => a.status !== 200)).toEqual([]);
    expect(others.filter((a) => a.body.includes('Siam88'))).toEqual([]);
  }, 120_000);

  it('refuses an invalid new manifest with its problems and keeps serving the old version', async () => {
    repo = builtFleet();
    server = await startTempFleet(repo);
    repo.edit('siam88', (m) => {
      m.displayName = 'Siam88 Broken';
      (
        (m.themes as Record<string, Record<string, string>>).dark as Record<string, string>
      ).primary = '#d4a01';
    });
    const result = server.reload('siam88');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toMatch(/invalid manifest: the version served since start keeps serving/);
    expect(result.problems.join('\n')).toMatch(
      /tenants\/siam88\/tenant\.json:\d+:\d+ \/themes\/dark\/primary/,
    );
    expect(displayName(await request('siam88.localhost', '/tenant.json'))).toBe('Siam88');
    expect((await request('siam88.localhost', '/wps/system/status')).status).toBe(200);
    expect((await request('siam88.localhost', '/')).body).not.toContain('Siam88 Broken');
  });

  it('refuses a valid manifest that was not built, and rolls it out once built', async () => {
    repo = builtFleet();
    server = await startTempFleet(repo);
    repo.edit('siam88', (m) => (m.displayName = 'Siam88 Unbuilt'));
    const refused = server.reload('siam88');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toMatch(/not built from the current tenants\/siam88/);
    expect(displayName(await request('siam88.localhost', '/tenant.json'))).toBe('Siam88');

    build(repo, 'siam88');
    expect(server.reload('siam88')).toMatchObject({ ok: true, version: 1 });
    expect(displayName(await request('siam88.localhost', '/tenant.json'))).toBe('Siam88 Unbuilt');
  });

  it('switches a flag for the API and the static tenant.json in the same step', async () => {
    repo = builtFleet();
    server = await startTempFleet(repo);
    const login = await request('siam88.localhost', '/__test/session', {
      method: 'POST',
      body: { account: 'player1' },
    });
    expect(login.status).toBe(200);
    const token = (JSON.parse(login.body) as { value: { token: string } }).value.token;
    type Seen = Answer & { on: boolean };
    const probe = hammer<Seen>(async () => {
      const [file, api] = await Promise.all([
        request('siam88.localhost', '/tenant.json'),
        request('siam88.localhost', '/wps/points/mall', { token }),
      ]);
      return [
        { ...file, on: (JSON.parse(file.body) as { flags: { PTSYS3: boolean } }).flags.PTSYS3 },
        { ...api, on: api.status === 200 },
      ];
    });
    await probe.answered(20);
    repo.edit('siam88', (m) => ((m.flags as Record<string, unknown>).PTSYS3 = false));
    build(repo, 'siam88');
    await probe.answered(20);
    expect(server.reload('siam88')).toMatchObject({ ok: true });
    await probe.answered(20);
    const after = await request('siam88.localhost', '/wps/points/mall', { token });
    expect(after.status).toBe(403);
    expect(JSON.parse(after.body)).toMatchObject({ errorCode: 'feature_disabled' });

    const seen = await probe.stop();
    expect(seen.some((s) => s.on)).toBe(true);
    expect(seen.some((s) => !s.on)).toBe(true);
    // Once either door answered "off", no request started later got "on" from the other one.
    const firstOff = Math.min(...seen.filter((s) => !s.on).map((s) => s.ended));
    expect(seen.filter((s) => s.on && s.started > firstOff)).toEqual([]);
    // And before the first "off" was sent, nobody answered "off" from an older request.
    const lastOn = Math.max(...seen.filter((s) => s.on).map((s) => s.started));
    expect(seen.filter((s) => !s.on && s.ended < lastOn)).toEqual([]);
  });

  it('moves a domain only as start would: a new one serves, one another brand declared first is refused', async () => {
    repo = builtFleet();
    // goldcrown's manifest dates from an hour ago: its domains were declared first.
    const hourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(repo.manifestFile('goldcrown'), hourAgo, hourAgo);
    server = await startTempFleet(repo);
    // (`lobby build` refuses it too: the server's own check is what is tested.)
    repo.edit('siam88', (m) => (m.domains as string[]).push('goldcrown.example.com'));
    const refused = server.reload('siam88');
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.problems.join('\n')).toContain(
        'domain "goldcrown.example.com" is declared by "goldcrown"',
      );
    expect((await request('goldcrown.example.com', '/tenant.json')).body).toContain('"goldcrown"');

    repo.edit('siam88', (m) => {
      m.domains = [
        ...(m.domains as string[]).filter((d) => d !== 'goldcrown.example.com'),
        'play.siam88.test',
      ];
    });
    build(repo, 'siam88');
    expect(server.reload('siam88')).toMatchObject({ ok: true });
    expect((await request('play.siam88.test', '/tenant.json')).body).toContain('"siam88"');
    const api = await request('play.siam88.test', '/wps/system/status');
    expect(api.status).toBe(200);
    expect(api.body).toContain('SIAM88');
  });

  it('answers lobby reload on its admin door only with the token the data dir holds', async () => {
    repo = builtFleet();
    server = await startTempFleet(repo);
    const door = readAdminFile(path.join(repo.root, '.data'))!;
    expect(door.port).toBe(server.port);
    expect(fs.statSync(path.join(repo.root, '.data', 'lobby-admin.json')).mode & 0o077).toBe(0);
    const wrong = await request('localhost', '/__lobby/reload/siam88', {
      method: 'POST',
      token: 'Bearer nope',
    });
    expect(wrong.status).toBe(401);
    repo.edit('siam88', (m) => (m.displayName = 'Siam88 Door'));
    build(repo, 'siam88');
    const right = await request('localhost', '/__lobby/reload/siam88', {
      method: 'POST',
      token: `Bearer ${door.token}`,
    });
    expect(right.status).toBe(200);
    expect(JSON.parse(right.body)).toEqual({ code: 'siam88', ok: true, version: 1 });
    expect(displayName(await request('siam88.localhost', '/tenant.json'))).toBe('Siam88 Door');
    await server.close();
    server = undefined;
    expect(readAdminFile(path.join(repo.root, '.data'))).toBeUndefined();
  });
});
