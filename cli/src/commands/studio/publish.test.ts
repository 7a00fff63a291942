// The studio's Publish against a real running `lobby start`: a saved brand is built and served
// without a restart, an invalid one is refused with its problems while the old version serves,
// and with no server running the studio says so.
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TempRepo } from '../../testing/fixtures.ts';
import { builtFleet } from '../start/built-fleet.ts';
import { startServer, type RunningServer } from '../start/index.ts';
import type { PublishAnswer } from '#studio/src/protocol.ts';
import { DEFAULT_CHROMIUM } from '../gallery/capture.ts';
import type { startStudioServer } from './server.ts';
import { startTestStudio } from './test-studio.ts';

let repo: TempRepo | undefined;
let lobby: RunningServer | undefined;
let studio: Awaited<ReturnType<typeof startStudioServer>> | undefined;
afterEach(async () => {
  await studio?.close();
  await lobby?.close();
  studio = lobby = undefined;
  repo?.cleanup();
  repo = undefined;
});

function call(
  port: number,
  host: string,
  p: string,
  opts: { method?: string; origin?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: p,
        method: opts.method ?? 'GET',
        headers: { host, ...(opts.origin ? { origin: opts.origin } : {}) },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function publish(code: string): Promise<{ status: number; body: unknown }> {
  const host = `127.0.0.1:${studio!.port}`;
  const r = await call(studio!.port, host, `/api/tenants/${code}/publish`, {
    method: 'POST',
    origin: `http://${host}`,
  });
  return { status: r.status, body: JSON.parse(r.body) as unknown };
}

const servedName = async () =>
  (
    JSON.parse((await call(lobby!.port, 'siam88.localhost', '/tenant.json')).body) as {
      displayName: string;
    }
  ).displayName;

describe(
  'the studio publishes a saved brand to a running lobby start',
  { timeout: 120_000 },
  () => {
    it('builds it and the running site serves it; an invalid one is refused and the old one kept', async () => {
      repo = builtFleet();
      const dataDir = path.join(repo.root, '.data');
      lobby = await startServer({
        root: repo.root,
        tenantsDir: repo.tenantsDir,
        port: 0,
        host: '127.0.0.1',
        mode: 'test',
        dataDir,
        skipBuild: true,
        lazy: true,
      });
      const startStudio = (chromium: string) => startTestStudio(repo!, { dataDir, chromium });
      studio = await startStudio(DEFAULT_CHROMIUM);

      // What a save in the studio leaves on disk.
      repo.edit('siam88', (m) => (m.displayName = 'Siam88 Published'));
      expect(await servedName()).toBe('Siam88');
      const published = await publish('siam88');
      expect(published.status).toBe(200);
      const answer = published.body as PublishAnswer & { ok: true };
      expect(answer).toMatchObject({
        ok: true,
        version: 1,
        site: `http://siam88.localhost:${lobby.port}/`,
      });
      expect(await servedName()).toBe('Siam88 Published');
      // The served home before the switch and after it, shot from the running server (this
      // runtime is a blank stub: the e2e flow sees the change in the shots).
      if (!('before' in answer.shots)) throw new Error(`no shots: ${answer.shots.missing}`);
      expect(answer.shots.before).toMatch(/^data:image\/jpeg;base64,/);
      expect(answer.shots.after).toMatch(/^data:image\/jpeg;base64,/);

      // A machine without Chromium still publishes, and says why there are no shots.
      await studio.close();
      studio = await startStudio(path.join(repo.root, 'no-chromium'));
      repo.edit('siam88', (m) => (m.displayName = 'Siam88 Again'));
      expect((await publish('siam88')).body).toMatchObject({
        ok: true,
        version: 2,
        shots: { missing: `no Chromium at ${path.join(repo.root, 'no-chromium')}` },
      });
      expect(await servedName()).toBe('Siam88 Again');

      repo.edit('siam88', (m) => {
        m.displayName = 'Siam88 Broken';
        (
          (m.themes as Record<string, Record<string, string>>).dark as Record<string, string>
        ).primary = '#d4a01';
      });
      const refused = await publish('siam88');
      expect(refused.body).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/invalid manifest/),
      });
      expect((refused.body as { problems: string[] }).problems.join('\n')).toMatch(
        /tenants\/siam88\/tenant\.json:\d+:\d+ \/themes\/dark\/primary/,
      );
      expect(await servedName()).toBe('Siam88 Again');

      await lobby.close();
      lobby = undefined;
      const none = await publish('siam88');
      expect(none.status).toBe(409);
      expect((none.body as { error: string }).error).toMatch(
        /no running `lobby start` uses \.data/,
      );
    });
  },
);
