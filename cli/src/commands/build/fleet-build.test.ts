// Fleet builds: --strict refuses every tenant (before Vite) when one is invalid, and the dist/
// folders of deleted tenants are found for removal while the runtime's and the CDN layout's stay.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../main.ts';
import { tempRepo, type TempRepo } from '../../testing/fixtures.ts';
import { orphanedDistFolders } from './index.ts';

let repo: TempRepo | undefined;
afterEach(() => {
  repo?.cleanup();
  repo = undefined;
});

describe('lobby build for a fleet', () => {
  it('--all --strict builds nothing when one tenant is invalid, and says which and why', async () => {
    repo = tempRepo(['siam88', 'goldcrown']);
    repo.edit('goldcrown', (m) => ((m.currency as Record<string, string>).symbol = '฿'));
    expect(await run(['node', 'lobby', 'build', '--all', '--strict'], repo.ctx)).toBe(1);
    const err = repo.err.join('\n');
    expect(err).toMatch(/not built goldcrown: invalid manifest/);
    expect(err).toMatch(/tenants\/goldcrown\/tenant\.json:\d+:\d+ \/currency\/symbol/);
    expect(err).toMatch(/--strict: 1 invalid tenant\(s\), nothing built/);
    expect(fs.existsSync(path.join(repo.root, 'dist'))).toBe(false);
  });

  it("finds only deleted tenants' folders in dist/", () => {
    repo = tempRepo(['siam88']);
    const dist = path.join(repo.root, 'dist');
    for (const dir of ['siam88', 'closed-brand', '.runtime', '_shared/closed-brand'])
      fs.mkdirSync(path.join(dist, dir), { recursive: true });
    for (const code of ['siam88', 'closed-brand', '_shared/closed-brand'])
      fs.writeFileSync(path.join(dist, code, 'tenant.json'), '{}');
    fs.mkdirSync(path.join(dist, 'notes'));
    expect(orphanedDistFolders(repo.root, ['siam88'])).toEqual(['closed-brand']);
  });
});
