// `lobby dev` picks up manifest edits without a restart: the next page load has the new name,
// title and colours, the API serves the new rules, and an invalid edit keeps the last valid one
// and shows its problems on the page.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../context.ts';
import { tempRepo, type TempRepo } from '../../testing/fixtures.ts';
import { startDev, type RunningDev } from './index.ts';

let repo: TempRepo;
let dev: RunningDev;

function get(port: number, p: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path: p,
          headers: { host: 'siam88.localhost', accept: 'text/html' },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve(body));
        },
      )
      .on('error', reject);
  });
}

async function eventually(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('not within time');
}

beforeAll(async () => {
  repo = tempRepo(['siam88', 'goldcrown']);
  fs.symlinkSync(path.join(repoRoot, 'runtime'), path.join(repo.root, 'runtime'));
  dev = await startDev(repo.ctx, {
    code: 'siam88',
    port: 0,
    host: '127.0.0.1',
    mode: 'test',
    dataDir: path.join(repo.root, '.data'),
  });
}, 120_000);

afterAll(async () => {
  await dev?.close();
  repo?.cleanup();
});

describe('lobby dev', () => {
  it('loads only its own tenant', async () => {
    await get(dev.port, '/wps/system/status');
    expect(
      fs.readdirSync(path.join(repo.root, '.data')).filter((f) => f.endsWith('.json')),
    ).toEqual(expect.not.arrayContaining(['goldcrown.json']));
  });

  it('applies a manifest edit (name, title, colours) without a restart', async () => {
    expect(await get(dev.port, '/')).toContain('<title>');
    repo.edit('siam88', (m) => {
      m.displayName = 'Siam Live Edit';
      (m.branding as Record<string, string>).title = 'Edited title';
      (
        (m.themes as Record<string, Record<string, string>>).dark as Record<string, string>
      ).primary = '#123456';
    });
    await eventually(async () =>
      (await get(dev.port, '/')).includes('<title>Edited title</title>'),
    );
    const html = await get(dev.port, '/');
    expect(html).toContain('--lobby-primary:#123456');
    expect(html).toContain('"displayName":"Siam Live Edit"');
  }, 60_000);

  it('keeps the last valid manifest when an edit is invalid', async () => {
    repo.edit('siam88', (m) => {
      (m.branding as Record<string, string>).title = 'Second edit';
    });
    await eventually(async () => (await get(dev.port, '/')).includes('<title>Second edit</title>'));
    repo.edit('siam88', (m) => {
      (m.branding as Record<string, string>).title = 'Broken edit';
      (m.currency as Record<string, string>).code = 'XYZ';
    });
    await eventually(async () => repo.err.some((l) => l.includes('/currency/code')));
    const kept = await get(dev.port, '/');
    expect(kept).toContain('<title>Second edit</title>');
    expect(repo.err.join('\n')).toMatch(/manifest not applied/);
    // The page says so too, with the line the terminal printed: the editor looks at the browser.
    const panel = /<div id="lobby-dev-problems" role="alert"[^>]*>([\s\S]*?)<\/div><\/div>/.exec(
      kept,
    )?.[1];
    expect(panel, kept.slice(0, 2000)).toMatch(
      /tenants\/siam88\/tenant\.json was not applied: this page shows the last valid version/,
    );
    expect(panel).toMatch(/tenant\.json:\d+:\d+ \/currency\/code: .*XYZ/);

    repo.edit('siam88', (m) => {
      (m.branding as Record<string, string>).title = 'Mended edit';
      (m.currency as Record<string, string>).code = 'THB';
    });
    await eventually(async () => (await get(dev.port, '/')).includes('<title>Mended edit</title>'));
    expect(await get(dev.port, '/')).not.toContain('lobby-dev-problems');
  }, 60_000);
});
