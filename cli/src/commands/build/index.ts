// `lobby build [codes...|--all]`: Vite runs once (dist/.runtime), then each tenant's folder is
// emitted from that build plus its manifest: dist/<code>/{index.html and a page per prerendered path, app/, assets/, locales/,
// tenant.json}. Adding a tenant costs file copies, not a Vite build.
import fs from 'node:fs';
import path from 'node:path';
import {
  checkManifests,
  formatProblem,
  isError,
  listTenantCodes,
  type ManifestResult,
} from '#manifests/index.ts';
import type { TenantManifest } from '#schemas/index.ts';
import type { Context } from '../../context.ts';
import { CliError, EXIT_OK, EXIT_USER } from '../../errors.ts';
import { loadTenants } from '../../lib/tenants.ts';
import { compressTree, type CompressCache } from './compress.ts';
import { emitTenants, tenantIsFresh } from './emit-tenant.ts';
import type { Messages } from './locales.ts';
import { distDir, prerenderDir, runtimeBuildDir, sharedDir, type BuildPaths } from './paths.ts';
import { loadPrerenderer } from './prerender.ts';
import { buildRuntime, runtimeIsFresh } from './runtime-build.ts';
import { listTree } from './tree.ts';

interface EnsureBuiltOptions {
  codes?: string[];
  /** Rebuild the runtime (Vite) and re-emit every tenant, fresh or not. */
  force?: boolean;
  /** Re-emit every tenant, fresh or not; the runtime is rebuilt only when stale. */
  reemit?: boolean;
  log?: (line: string) => void;
  /** Skip invalid tenants, telling this (default: an invalid tenant stops the build). */
  onInvalid?: (result: ManifestResult) => void;
}

/** Builds the runtime when missing or stale, then emits every requested tenant. */
export async function ensureBuilt(
  paths: BuildPaths,
  opts: EnsureBuiltOptions = {},
): Promise<TenantManifest[]> {
  const log = opts.log ?? (() => {});
  const manifests = loadTenants(paths, opts.codes ?? [], opts.onInvalid);
  if (opts.force || !runtimeIsFresh(paths.root)) await buildRuntime(paths.root, log);
  else {
    log('the runtime is fresh (dist/.runtime): Vite skipped');
    // A runtime built before precompression existed gets its siblings now (a no-op otherwise).
    compressTree(path.join(runtimeBuildDir(paths.root), 'app'));
  }
  // A start with nothing changed re-emits nothing: a fleet of 100 starts in seconds.
  const stale =
    opts.force || opts.reemit ? manifests : manifests.filter((m) => !tenantIsFresh(paths, m.code));
  const localeCache = new Map<string, Messages | null>();
  const compressCache: CompressCache = new Map();
  const render = stale.length > 0 ? await loadPrerenderer(prerenderDir(paths.root)) : undefined;
  const appTree =
    stale.length > 0 ? listTree(path.join(runtimeBuildDir(paths.root), 'app')) : undefined;
  emitTenants(paths, stale, { localeCache, render, compressCache, appTree });
  if (stale.length > 0)
    log(
      stale.length > 6
        ? `emitted ${stale.length} tenants into dist/`
        : `emitted ${stale.map((m) => `dist/${m.code}/`).join(', ')}`,
    );
  return manifests;
}

/**
 * Folders of dist/ left by tenants that no longer exist (a tenant's folder holds its
 * tenant.json; dist/.runtime and dist/_shared are not tenants), so a CDN upload of dist/ stops
 * shipping deleted brands.
 */
export function orphanedDistFolders(root: string, codes: readonly string[]): string[] {
  const dist = distDir(root);
  if (!fs.existsSync(dist)) return [];
  return fs
    .readdirSync(dist, { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() &&
        !/^[._]/.test(d.name) &&
        !codes.includes(d.name) &&
        fs.existsSync(path.join(dist, d.name, 'tenant.json')),
    )
    .map((d) => d.name);
}

export async function build(
  ctx: Pick<Context, 'root' | 'tenantsDir' | 'io'>,
  opts: { codes: string[]; all: boolean; strict?: boolean; layout?: 'linked' | 'shared' },
): Promise<number> {
  if (opts.all && opts.codes.length > 0) {
    throw new CliError('give tenant codes or --all, not both', 'e.g. `lobby build siam88`');
  }
  const paths = { root: ctx.root, tenantsDir: ctx.tenantsDir };
  const known = listTenantCodes(ctx.tenantsDir);
  const invalid: ManifestResult[] = [];
  const report = () => {
    for (const r of invalid) {
      ctx.io.err(`not built ${r.code}: invalid manifest (its dist/${r.code}/ is left as it was)`);
      for (const p of r.problems.filter(isError)) ctx.io.err(`  ${formatProblem(p)}`);
    }
  };
  if (opts.strict) {
    // Checked before Vite: --strict builds all or nothing.
    invalid.push(
      ...checkManifests(ctx.tenantsDir, opts.codes, ctx.root).filter((r) => !r.manifest),
    );
    if (invalid.length > 0) {
      report();
      throw new CliError(
        `--strict: ${invalid.length} invalid tenant(s), nothing built`,
        `fix them (\`lobby validate ${invalid.map((r) => r.code).join(' ')}\`) or drop --strict to build the valid ones`,
      );
    }
  }
  const manifests = await ensureBuilt(paths, {
    codes: opts.codes,
    reemit: true,
    log: (l) => ctx.io.out(l),
    onInvalid: (r) => invalid.push(r),
  });
  for (const gone of orphanedDistFolders(ctx.root, known)) {
    fs.rmSync(path.join(distDir(ctx.root), gone), { recursive: true, force: true });
    ctx.io.out(`removed dist/${gone}/ (tenants/${gone}/ no longer exists)`);
  }
  if (opts.layout === 'shared') {
    const out = sharedDir(ctx.root);
    fs.rmSync(out, { recursive: true, force: true });
    fs.cpSync(path.join(runtimeBuildDir(ctx.root), 'app'), path.join(out, 'app'), {
      recursive: true,
    });
    const localeCache = new Map<string, Messages | null>();
    const compressCache: CompressCache = new Map();
    const render = await loadPrerenderer(prerenderDir(ctx.root));
    emitTenants(paths, manifests, {
      thin: { outDir: out },
      localeCache,
      render,
      compressCache,
    });
    ctx.io.out(
      `wrote ${path.relative(ctx.root, out)}/: app/ once (upload to a shared prefix, immutable) and ${manifests.length} thin tenant folder(s) (index.html and a page per prerendered path, tenant.json, locales/, assets/, and the installable site's manifest.webmanifest, icons/, sw.js, offline.html and offline.js; no-cache)`,
    );
  }
  if (invalid.length === 0) return EXIT_OK;
  report();
  ctx.io.err(
    `built ${manifests.length} tenant(s); ${invalid.length} invalid not built: fix and run \`lobby build ${invalid.map((r) => r.code).join(' ')}\` (--strict refuses all instead)`,
  );
  return EXIT_USER;
}
