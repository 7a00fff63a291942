// `lobby build [codes...|--all]`: Vite runs once (dist/.runtime), then each tenant's folder is
// emitted from that build plus its manifest: dist/<code>/{index.html, app/, assets/, locales/,
// tenant.json}. Adding a tenant costs file copies, not a Vite build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkManifests,
  formatProblem,
  isError,
  listTenantCodes,
  type ManifestResult,
} from '#manifests/index.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { repoRoot, type Context } from '../../context.ts';
import { CliError, EXIT_OK, EXIT_USER } from '../../errors.ts';
import { loadTenants } from '../../lib/tenants.ts';

export { loadTenants };
import { compressTree, SIBLINGS, TENANT_QUALITY, type CompressCache } from './compress.ts';
import { FALLBACK_LANGUAGE, ownLocaleFiles, tenantMessages, type Messages } from './locales.ts';
import {
  buildPrerenderer,
  loadPrerenderer,
  prerenderTenant,
  type RenderShell,
} from './prerender.ts';
import { CDN_HEADERS_FILE, cdnHeadersFile } from './cdn-headers.ts';
import { emitPwa } from './pwa/index.ts';
import { publicManifest, renderTenantHtml } from './tenant-html.ts';

interface BuildPaths {
  root: string;
  tenantsDir: string;
}

export const runtimeDir = (root: string) => path.join(root, 'runtime');
export const distDir = (root: string) => path.join(root, 'dist');
export const runtimeBuildDir = (root: string) => path.join(distDir(root), '.runtime');
/** The build-time renderer of the tenants' first screen (never served: outside app/). */
export const prerenderDir = (root: string) => path.join(runtimeBuildDir(root), 'ssr');
export const FINGERPRINT_FILE = '.fingerprint';

function walk(dir: string, out: string[]): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
}

/** A hash of every input of the Vite build (sources, locales, schemas, lockfile). */
export function runtimeFingerprint(root: string): string {
  const files: string[] = [];
  walk(runtimeDir(root), files);
  walk(path.join(root, 'schemas'), files);
  files.push(path.join(root, 'package-lock.json'));
  const hash = crypto.createHash('sha256');
  for (const file of files.sort()) {
    if (!fs.existsSync(file)) continue;
    const st = fs.statSync(file);
    hash.update(`${path.relative(root, file)}:${st.size}:${st.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export function runtimeIsFresh(root: string): boolean {
  const file = path.join(runtimeBuildDir(root), FINGERPRINT_FILE);
  return (
    fs.existsSync(path.join(runtimeBuildDir(root), 'index.html')) &&
    fs.existsSync(file) &&
    fs.readFileSync(file, 'utf8') === runtimeFingerprint(root)
  );
}

/** Runs the one Vite build of the runtime into dist/.runtime. */
export async function buildRuntime(root: string, log: (line: string) => void): Promise<void> {
  const fingerprint = runtimeFingerprint(root);
  const started = Date.now();
  log('building the runtime (vite)…');
  const { build } = await import('vite');
  await build({
    configFile: path.join(runtimeDir(root), 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: runtimeBuildDir(root) },
  });
  compressTree(path.join(runtimeBuildDir(root), 'app'));
  await buildPrerenderer(runtimeDir(root), prerenderDir(root));
  fs.writeFileSync(path.join(runtimeBuildDir(root), FINGERPRINT_FILE), fingerprint);
  log(`runtime built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function linkOrCopy(src: string, dst: string): void {
  try {
    fs.linkSync(src, dst);
  } catch {
    fs.copyFileSync(src, dst);
  }
}

/** A folder's sub-folders and files, relative to it (folders parent first). */
interface TreeListing {
  dirs: string[];
  files: string[];
}

function listTree(from: string): TreeListing {
  const out: TreeListing = { dirs: [], files: [] };
  const visit = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(from, rel), { withFileTypes: true })) {
      const child = rel ? path.join(rel, entry.name) : entry.name;
      if (entry.isDirectory()) {
        out.dirs.push(child);
        visit(child);
      } else out.files.push(child);
    }
  };
  visit('');
  return out;
}

/** Hard-links every file of `from` under `to`; `listing` (listTree of `from`) saves the reads. */
export function linkTree(from: string, to: string, listing = listTree(from)): void {
  fs.mkdirSync(to, { recursive: true });
  for (const dir of listing.dirs) fs.mkdirSync(path.join(to, dir));
  for (const file of listing.files) linkOrCopy(path.join(from, file), path.join(to, file));
}

/** Languages whose locale file a tenant ships: its own plus the fallback, which each one carries. */
export function shippedLanguages(manifest: TenantManifest): string[] {
  return [...new Set([...manifest.languages.available, FALLBACK_LANGUAGE])];
}

const STAMP_FILE = '.emitted';

/**
 * The runtime's merged locale files of one build, written once under dist/.runtime/locales and
 * hard-linked into every tenant without its own overrides for that language: a fleet of 100
 * tenants of 35 languages writes 35 files, not 3,500 (the cost `lobby build --all` was paying).
 */
const sharedLocaleFiles = new WeakMap<Map<string, Messages | null>, Set<string>>();

function sharedLocaleFile(
  root: string,
  lang: string,
  messages: Messages,
  cache: Map<string, Messages | null>,
  compressCache: CompressCache,
): string {
  const file = path.join(runtimeBuildDir(root), 'locales', `${lang}.json`);
  let written = sharedLocaleFiles.get(cache);
  if (!written) sharedLocaleFiles.set(cache, (written = new Set()));
  if (!written.has(lang)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // A new file (not rewritten in place): tenants emitted from an earlier build keep theirs.
    fs.rmSync(file, { force: true });
    fs.writeFileSync(file, JSON.stringify(messages));
    // Its .br and .gz once too: tenants link them rather than write the same bytes again.
    compressTree(file, compressCache, TENANT_QUALITY);
    written.add(lang);
  }
  return file;
}

const statLine = (file: string) => {
  const st = fs.statSync(file);
  return `${file}:${st.size}:${st.mtimeMs}\n`;
};

/** The site's security headers, which `_headers` copies: a change to the policy re-emits too. */
const SITE_HEADERS_MODULE = path.join(repoRoot, 'mock-server', 'src', 'security', 'headers.ts');

/**
 * The emitting code itself (index.html, locales, `_headers`): a change to it re-emits every
 * tenant. Read once per process: the code that runs is the code loaded, whatever the disk says
 * later.
 */
let emitterStamp: string | undefined;
function emitterFiles(): string {
  if (emitterStamp === undefined) {
    const files: string[] = [SITE_HEADERS_MODULE];
    walk(path.dirname(fileURLToPath(import.meta.url)), files);
    emitterStamp = files.sort().map(statLine).join('');
  }
  return emitterStamp;
}

/** What a tenant's dist folder is made of: the runtime build plus every file of its folder. */
function tenantStamp(paths: BuildPaths, code: string): string {
  const hash = crypto.createHash('sha256');
  const fingerprint = path.join(runtimeBuildDir(paths.root), FINGERPRINT_FILE);
  hash.update(fs.existsSync(fingerprint) ? fs.readFileSync(fingerprint, 'utf8') : '-');
  const files: string[] = [];
  walk(path.join(paths.tenantsDir, code), files);
  for (const file of files.sort()) hash.update(statLine(file));
  hash.update(emitterFiles());
  return hash.digest('hex');
}

/**
 * Whether the tenant folder `siteDir` (dist/<code>/ by default, or a copy of it) was emitted,
 * completely, from exactly the current runtime build and tenant files: its stamp is written last.
 */
export function tenantIsFresh(
  paths: BuildPaths,
  code: string,
  siteDir = path.join(distDir(paths.root), code),
): boolean {
  const file = path.join(siteDir, STAMP_FILE);
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8') === tenantStamp(paths, code);
}

interface EmitOptions {
  /** The folder goes under `outDir` without app/ (the runtime is uploaded once, shared). */
  thin?: { outDir: string };
  /** The runtime's merged messages per language, shared by every tenant of one build. */
  localeCache?: Map<string, Messages | null>;
  /** Prerenders the app frame into index.html (loadPrerenderer); without it #root is empty. */
  render?: RenderShell;
  /** Compressed siblings already made in this build, by content (identical files compress once). */
  compressCache?: CompressCache;
  /** listTree of the runtime's app/ (the same for every tenant of one build). */
  appTree?: TreeListing;
}

/** A tenant's folder written under its staging name, its siblings not yet compressed. */
interface Staged {
  paths: BuildPaths;
  code: string;
  staging: string;
  target: string;
  thin: boolean;
}

/** Writes dist/<code>/ from the runtime build and the tenant's manifest and assets. */
export function emitTenant(
  paths: BuildPaths,
  manifest: TenantManifest,
  opts: EmitOptions = {},
): string {
  const compressCache = opts.compressCache ?? new Map();
  const staged = stageTenant(paths, manifest, { ...opts, compressCache });
  for (const dir of tenantOwnEntries(staged)) compressTree(dir, compressCache, TENANT_QUALITY);
  return finishTenant(staged);
}

/** app/ links the runtime's own .br/.gz (compressed once per Vite build); the rest is the tenant's. */
function tenantOwnEntries({ staging }: Staged): string[] {
  return fs
    .readdirSync(staging)
    .filter((entry) => entry !== 'app')
    .map((entry) => path.join(staging, entry));
}

/**
 * emitTenant for every tenant of one build, one after the other. (Compressing in the thread pool
 * while the next tenant renders was tried: on a busy 2-core machine it cost ~60% more CPU in
 * stream and thread hand-offs than it saved, for files of a few KB.)
 */
export function emitTenants(
  paths: BuildPaths,
  manifests: TenantManifest[],
  opts: EmitOptions = {},
): void {
  const compressCache = opts.compressCache ?? new Map();
  for (const manifest of manifests) emitTenant(paths, manifest, { ...opts, compressCache });
}

function finishTenant({ paths, code, staging, target, thin }: Staged): string {
  if (!thin) fs.writeFileSync(path.join(staging, STAMP_FILE), tenantStamp(paths, code));
  // Two renames, then the delete: the folder is never seen half-deleted, only old or new (a
  // running server copies it whole when it rolls the tenant out, lobby reload).
  const old = `${staging}.old`;
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(staging, target);
  fs.rmSync(old, { recursive: true, force: true });
  return target;
}

function stageTenant(
  paths: BuildPaths,
  manifest: TenantManifest,
  { thin, localeCache, render, compressCache = new Map(), appTree }: EmitOptions,
): Staged {
  const { root, tenantsDir } = paths;
  const built = runtimeBuildDir(root);
  const base = thin?.outDir ?? distDir(root);
  const target = path.join(base, manifest.code);
  const staging = path.join(base, `.staging-${manifest.code}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });

  if (!thin) linkTree(path.join(built, 'app'), path.join(staging, 'app'), appTree);
  const pub = publicManifest(manifest);
  fs.writeFileSync(path.join(staging, 'tenant.json'), `${JSON.stringify(pub, null, 2)}\n`);

  const tenantAssets = path.join(tenantsDir, manifest.code, 'assets');
  if (fs.existsSync(tenantAssets)) linkTree(tenantAssets, path.join(staging, 'assets'));

  const localesOut = path.join(staging, 'locales');
  fs.mkdirSync(localesOut, { recursive: true });
  const shipped = new Map<string, Messages>();
  for (const lang of shippedLanguages(manifest)) {
    const messages = tenantMessages(
      runtimeDir(root),
      path.join(tenantsDir, manifest.code),
      lang,
      localeCache,
    );
    if (!messages) continue;
    shipped.set(lang, messages);
    const out = path.join(localesOut, `${lang}.json`);
    const own = ownLocaleFiles(path.join(tenantsDir, manifest.code), lang).length > 0;
    if (own || !localeCache) fs.writeFileSync(out, JSON.stringify(messages));
    else {
      const shared = sharedLocaleFile(root, lang, messages, localeCache, compressCache);
      linkOrCopy(shared, out);
      for (const ext of Object.values(SIBLINGS))
        if (fs.existsSync(shared + ext)) linkOrCopy(shared + ext, out + ext);
    }
  }

  const template = fs.readFileSync(path.join(built, 'index.html'), 'utf8');
  const shell =
    render &&
    prerenderTenant(render, {
      manifest: pub,
      messages: shipped.get(manifest.languages.default) ?? {},
    });
  const page = renderTenantHtml(template, manifest, shell);
  fs.writeFileSync(path.join(staging, 'index.html'), page);
  fs.writeFileSync(path.join(staging, CDN_HEADERS_FILE), cdnHeadersFile(manifest, page));
  emitPwa({
    siteDir: staging,
    appDir: path.join(built, 'app'),
    manifest: pub,
    shipped,
    fallback: shipped.get(FALLBACK_LANGUAGE) ?? {},
  });

  return { paths, code: manifest.code, staging, target, thin: !!thin };
}

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

/** dist/_shared/ (no tenant code has an underscore): app/ once (the hashed runtime) and a thin folder per tenant, for a CDN. */
export const sharedDir = (root: string) => path.join(distDir(root), '_shared');

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
      `wrote ${path.relative(ctx.root, out)}/: app/ once (upload to a shared prefix, immutable) and ${manifests.length} thin tenant folder(s) (index.html, tenant.json, locales/, assets/, and the installable site's manifest.webmanifest, icons/, sw.js, offline.html and offline.js; no-cache)`,
    );
  }
  if (invalid.length === 0) return EXIT_OK;
  report();
  ctx.io.err(
    `built ${manifests.length} tenant(s); ${invalid.length} invalid not built: fix and run \`lobby build ${invalid.map((r) => r.code).join(' ')}\` (--strict refuses all instead)`,
  );
  return EXIT_USER;
}
