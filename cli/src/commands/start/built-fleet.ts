// For tests of a running `lobby start`: a temp repo whose brands are built as `lobby build` builds
// them, from a small runtime build (no Vite: a page template, one script, and a prerenderer that
// renders a frame naming its path, for the home page and /rng) that `lobby build` and
// `lobby reload` find fresh.
import fs from 'node:fs';
import path from 'node:path';
import { loadValidManifests } from '#manifests/index.ts';
import { repoRoot } from '../../context.ts';
import { tempRepo, type TempRepo } from '../../testing/fixtures.ts';
import type { Prerenderer } from '#schemas/shell.ts';
import { emitTenant } from '../build/emit-tenant.ts';
import { FINGERPRINT_FILE, prerenderDir, runtimeBuildDir } from '../build/paths.ts';
import { runtimeFingerprint } from '../build/runtime-build.ts';

/** The paths the small prerenderer renders, and its frame (the same in the module written below). */
export const FLEET_SHELL_PATHS = ['/', '/rng'];
const frameOf = (at: string) => `<div class="app" data-frame="${at}"></div>`;
const PRERENDERER: Prerenderer = {
  renderShell: ({ path: at }) => ({ head: '', html: frameOf(at) }),
  shellPaths: FLEET_SHELL_PATHS,
};

export function builtFleet(codes = ['siam88', 'goldcrown']): TempRepo {
  const r = tempRepo(codes);
  const built = runtimeBuildDir(r.root);
  fs.mkdirSync(path.join(built, 'app'), { recursive: true });
  fs.writeFileSync(
    path.join(built, 'index.html'),
    '<!doctype html><html lang="en"><head><!--lobby:head--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(built, 'app', 'index-abc123.js'), 'export {};\n');
  fs.mkdirSync(prerenderDir(r.root), { recursive: true });
  fs.writeFileSync(
    path.join(prerenderDir(r.root), 'prerender.mjs'),
    `export const shellPaths = ${JSON.stringify(FLEET_SHELL_PATHS)};\n` +
      `export const renderShell = ({ path }) => ({ head: '', html: (${frameOf.toString()})(path) });\n`,
  );
  fs.symlinkSync(path.join(repoRoot, 'runtime'), path.join(r.root, 'runtime'));
  fs.writeFileSync(path.join(built, FINGERPRINT_FILE), runtimeFingerprint(r.root));
  for (const code of codes) build(r, code);
  return r;
}

/** What `lobby build <code>` writes into dist/<code>/. */
export function build(r: TempRepo, code: string): void {
  const manifest = loadValidManifests(r.tenantsDir).find((m) => m.code === code)!;
  emitTenant({ root: r.root, tenantsDir: r.tenantsDir }, manifest, { render: PRERENDERER });
}
