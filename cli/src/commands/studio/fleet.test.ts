// The fleet view's answers over real HTTP on a temp copy of the tenants: a broken brand's row
// carries each problem as `lobby validate` prints it, the build state says what dist/ and a
// running `lobby start` really hold, and the language picker's coverage follows the draft.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FleetRow, LanguageCoverage, ServingAnswer } from '#studio/src/protocol.ts';
import { tempRepo, type TempRepo } from '../../testing/fixtures.ts';
import { writeAdminFile } from '../start/admin.ts';
import type { startStudioServer } from './server.ts';
import { startTestStudio } from './test-studio.ts';

let repo: TempRepo | undefined;
let studio: Awaited<ReturnType<typeof startStudioServer>> | undefined;
let site: http.Server | undefined;
afterEach(async () => {
  await studio?.close();
  studio = undefined;
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  site = undefined;
  repo?.cleanup();
  repo = undefined;
});

const json = async <T>(origin: string, url: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${origin}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { origin, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

describe('the fleet', { timeout: 60_000 }, () => {
  it('shows each problem of an invalid brand as the validator prints it', async () => {
    repo = tempRepo(['siam88', 'goldcrown']);
    repo.edit('goldcrown', (m) => {
      (m.themes as { dark: { primary: string } }).dark.primary = '#12';
      m.currency = 'XXQ';
    });
    studio = await startTestStudio(repo);
    const rows = await json<FleetRow[]>(studio.origin, '/api/fleet');
    const gold = rows.find((r) => r.code === 'goldcrown')!;
    expect(gold.valid).toBe(false);
    expect(gold.problems).toHaveLength(2);
    expect(gold.problems.join('\n')).toMatch(/\/themes\/dark\/primary/);
    expect(gold.problems.join('\n')).toMatch(/\/currency/);
    expect(rows.find((r) => r.code === 'siam88')!.problems).toEqual([]);
  });

  it('says a brand is serving only when the running server answers its home with the built page', async () => {
    repo = tempRepo(['siam88', 'goldcrown', 'longwan']);
    const dataDir = path.join(repo.root, '.data');
    fs.mkdirSync(dataDir, { recursive: true });
    // dist/: siam88 and goldcrown built, longwan not.
    for (const code of ['siam88', 'goldcrown']) {
      fs.mkdirSync(path.join(repo.root, 'dist', code), { recursive: true });
      fs.writeFileSync(
        path.join(repo.root, 'dist', code, 'index.html'),
        `<title>${code} v2</title>`,
      );
    }
    studio = await startTestStudio(repo, { dataDir });
    // No server runs for this data dir: built, not served.
    const alone = await json<ServingAnswer>(studio.origin, '/api/fleet/serving');
    expect(alone).toEqual({
      server: null,
      states: { siam88: 'built', goldcrown: 'built', longwan: 'none' },
    });
    // A server that serves siam88's page as built and an older goldcrown, by the Host asked.
    site = http.createServer((req, res) => {
      const code = (req.headers.host ?? '').split('.')[0];
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(code === 'siam88' ? '<title>siam88 v2</title>' : `<title>${code} v1</title>`);
    });
    await new Promise<void>((resolve) => site!.listen(0, '127.0.0.1', () => resolve()));
    const port = (site.address() as AddressInfo).port;
    writeAdminFile(dataDir, port);
    const asked = await json<ServingAnswer>(studio.origin, '/api/fleet/serving');
    expect(asked).toEqual({
      server: port,
      states: { siam88: 'serving', goldcrown: 'older', longwan: 'none' },
    });
  });
});

describe('the language picker', { timeout: 60_000 }, () => {
  it('counts, per supported language, the brand texts and art a player of it gets, on the draft', async () => {
    repo = tempRepo(['goldcrown']);
    studio = await startTestStudio(repo);
    const file = JSON.parse(fs.readFileSync(repo.manifestFile('goldcrown'), 'utf8')) as {
      languages: { default: string };
      branding: { title: unknown };
    };
    const coverage = await json<LanguageCoverage[]>(
      studio.origin,
      '/api/tenants/goldcrown/languages',
      { value: file, baseHash: '' },
    );
    expect(coverage).toHaveLength(35);
    const by = new Map(coverage.map((c) => [c.lang, c]));
    const fallback = file.languages.default;
    // The default language has every text (a plain string counts as it) and the default art.
    expect(by.get(fallback)!.texts.have).toBe(by.get(fallback)!.texts.total);
    expect(by.get(fallback)!.art.have).toBe(by.get(fallback)!.art.total);
    expect(by.get(fallback)!.art.total).toBeGreaterThan(0);
    // Art drawn in Spanish (assets/banners/es/), none in Japanese.
    expect(by.get('es')!.art.have).toBe(by.get('es')!.art.total);
    expect(by.get('ja')!.art.have).toBe(0);
    // A text written in Japanese in the draft counts at once, before any save.
    const before = by.get('ja')!.texts.have;
    const draft = structuredClone(file);
    draft.branding.title = { [fallback]: 'Gold', ja: 'ゴールド' };
    const after = await json<LanguageCoverage[]>(
      studio.origin,
      '/api/tenants/goldcrown/languages',
      { value: draft, baseHash: '' },
    );
    expect(after.find((c) => c.lang === 'ja')!.texts.have).toBe(before + 1);
  });
});
