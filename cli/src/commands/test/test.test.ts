import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EVERY_TENANT, planMatrix, readManifest } from '#e2e/matrix.ts';
import { repoRoot } from '../../context.ts';
import { playwrightRuns } from './index.ts';
import { run } from '../../main.ts';
import { tempRepo, type TempRepo } from '../../testing/fixtures.ts';

let repo: TempRepo | undefined;
afterEach(() => {
  repo?.cleanup();
  repo = undefined;
});

describe('lobby test plans the matrix by behaviour profile', () => {
  it('gives each example its own profile: their flags, games and rules differ', () => {
    const codes = ['goldcrown', 'longwan', 'siam88'];
    const plan = planMatrix(codes, (c) => readManifest(c));
    expect(plan.groups.map((g) => g.representative)).toEqual(codes);
    expect(plan.specsOf('longwan', 'spec')).toEqual(expect.arrayContaining(['auth', 'smoke']));
  });

  it('runs a one-tenant flow on the first representative only', () => {
    const plan = planMatrix(['goldcrown', 'longwan', 'siam88'], (c) => readManifest(c));
    expect(plan.once).toBe('goldcrown');
    expect(plan.specsOf('goldcrown', 'spec')).toContain('cross-origin');
    expect(plan.specsOf('longwan', 'spec')).not.toContain('cross-origin');
    expect(plan.specsOf('siam88', 'spec')).not.toContain('cross-origin');
  });

  it('runs flows once for brands that differ only in identity and look, brand checks on each', async () => {
    repo = tempRepo(['siam88']);
    for (const [code, colour] of [
      ['brand-a', '#112233'],
      ['brand-b', '#445566'],
      ['brand-c', '#778899'],
    ] as const)
      expect(
        await run(['node', 'lobby', 'new', code, '--yes', '--primary', colour], repo.ctx),
      ).toBe(0);
    // One behaviour change makes its own profile.
    repo.edit('brand-c', (m) => {
      (m.flags as Record<string, boolean>).PTSYS3 = !(m.flags as Record<string, boolean>).PTSYS3;
    });
    const codes = ['brand-a', 'brand-b', 'brand-c', 'siam88'];
    const plan = planMatrix(codes, (c) => readManifest(c, repo!.root));
    expect(plan.groups).toEqual([
      { representative: 'brand-a', tenants: ['brand-a', 'brand-b'] },
      { representative: 'brand-c', tenants: ['brand-c'] },
      { representative: 'siam88', tenants: ['siam88'] },
    ]);
    // A brand that differs only in identity and look runs the brand checks and no flow.
    expect(plan.specsOf('brand-b', 'spec')).toEqual(Object.keys(EVERY_TENANT).sort());
    expect(plan.specsOf('brand-b', 'spec')).toContain('smoke');
    expect(plan.specsOf('brand-b', 'serial')).toEqual([]);
    expect(plan.specsOf('brand-a', 'spec')).toContain('register');

    // The same plan reaches Playwright: brand-b lists brand checks only.
    repo.out.length = 0;
    expect(await run(['node', 'lobby', 'test', '--all', '--list'], repo.ctx)).toBe(0);
    expect(repo.out.join('\n')).toMatch(/4 tenant\(s\), 3 behaviour profile\(s\)/);
    expect(repo.out.join('\n')).toMatch(/flows run on brand-a, covering brand-a, brand-b/);
  }, 120_000);

  it('refuses a malformed shard and an unknown flow with what to write instead', async () => {
    repo = tempRepo(['siam88']);
    expect(await run(['node', 'lobby', 'test', '--shard', '3/2'], repo.ctx)).toBe(1);
    expect(repo.err.join('\n')).toMatch(/--shard 3\/2: write it as i\/n/);
    expect(await run(['node', 'lobby', 'test', '--flows', 'regster'], repo.ctx)).toBe(1);
    expect(repo.err.join('\n')).toMatch(/no flow "regster"[\s\S]*did you mean "register"/);
    expect(await run(['node', 'lobby', 'test', 'nope'], repo.ctx)).toBe(1);
  });

  it('splits the matrix between shards: 1/2 and 2/2 list every test once between them', () => {
    // What each run would start, as Playwright lists it (a sharded test's dependencies included).
    const listed = (shard?: string) =>
      playwrightRuns({ shard, flows: [], list: true }).flatMap((r) => {
        const out = spawnSync(
          process.execPath,
          [path.join(repoRoot, 'node_modules/@playwright/test/cli.js'), ...r.args],
          {
            cwd: repoRoot,
            encoding: 'utf8',
            env: { ...process.env, LOBBY_E2E_PHASE: r.phase ?? '' },
          },
        );
        expect(out.status, out.stderr).toBe(0);
        return out.stdout
          .split('\n')
          .filter((l) => l.includes(' › '))
          .map((l) => l.trim());
      });
    const whole = listed();
    const one = listed('1/2');
    const two = listed('2/2');
    expect(whole.length).toBeGreaterThan(100);
    // Each machine runs about half, not the whole matrix again.
    expect(one.length).toBeLessThan(whole.length * 0.6);
    expect(two.length).toBeLessThan(whole.length * 0.6);
    expect(one.filter((t) => two.includes(t))).toEqual([]);
    expect([...one, ...two].sort()).toEqual([...whole].sort());
  }, 120_000);
});
