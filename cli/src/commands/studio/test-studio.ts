// The studio server over a temp copy of the tenants, for the studio's server tests: a stand-in
// page for the browser app, no previews (none of these tests opens one).
import fs from 'node:fs';
import path from 'node:path';
import type { TempRepo } from '../../testing/fixtures.ts';
import type { Previews } from './preview.ts';
import { startStudioServer } from './server.ts';

const noPreviews: Previews = {
  portOf: () => Promise.reject(new Error('no preview in this test')),
  setDraft: () => undefined,
  close: () => Promise.resolve(),
};

export function startTestStudio(
  repo: TempRepo,
  o: { dataDir?: string; chromium?: string } = {},
): ReturnType<typeof startStudioServer> {
  const appDir = path.join(repo.root, 'studio-app');
  fs.mkdirSync(appDir, { recursive: true });
  fs.writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><title>studio</title>');
  return startStudioServer({
    root: repo.root,
    tenantsDir: repo.tenantsDir,
    templatesDir: repo.ctx.templatesDir,
    port: 0,
    host: '127.0.0.1',
    appDir,
    previews: noPreviews,
    dataDir: o.dataDir ?? path.join(repo.root, '.data'),
    // Only a publish shoots the site: elsewhere no browser is needed.
    chromium: o.chromium ?? path.join(repo.root, 'no-chromium'),
  });
}
