// Emitting one tenant's folder, dist/<code>/, from the runtime build plus its manifest and
// files, and the stamp that tells when a folder is still what its inputs would emit.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TenantManifest } from '#schemas/index.ts';
import { repoRoot } from '../../context.ts';
import { CDN_HEADERS_FILE, cdnHeadersFile } from './cdn-headers.ts';
import { compressTree, SIBLINGS, TENANT_QUALITY, type CompressCache } from './compress.ts';
import { FALLBACK_LANGUAGE, ownLocaleFiles, tenantMessages, type Messages } from './locales.ts';
import {
  distDir,
  FINGERPRINT_FILE,
  runtimeBuildDir,
  runtimeDir,
  type BuildPaths,
} from './paths.ts';
import { shellDocument } from '#schemas/shell.ts';
import { prerenderTenant, type Prerenderer } from './prerender.ts';
import { emitPwa } from './pwa/index.ts';
import { walk } from './runtime-build.ts';
import { publicManifest, renderTenantHtml } from './tenant-html.ts';
import { linkOrCopy, linkTree, type TreeListing } from './tree.ts';

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

export interface EmitOptions {
  /** The folder goes under `outDir` without app/ (the runtime is uploaded once, shared). */
  thin?: { outDir: string };
  /** The runtime's merged messages per language, shared by every tenant of one build. */
  localeCache?: Map<string, Messages | null>;
  /**
   * Prerenders the app frame into index.html and a document per other path it names
   * (loadPrerenderer); without it there is only index.html, #root empty.
   */
  render?: Prerenderer;
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
  const pages = render
    ? render.shellPaths.map((shellPath) => {
        const shell = prerenderTenant(render.renderShell, {
          manifest: pub,
          messages: shipped.get(manifest.languages.default) ?? {},
          path: shellPath,
        });
        return {
          file: shellDocument(shellPath),
          html: renderTenantHtml(template, manifest, { ...shell, path: shellPath }),
        };
      })
    : [{ file: shellDocument('/'), html: renderTenantHtml(template, manifest) }];
  for (const page of pages) fs.writeFileSync(path.join(staging, page.file), page.html);
  fs.writeFileSync(
    path.join(staging, CDN_HEADERS_FILE),
    cdnHeadersFile(
      manifest,
      pages.map((p) => p.html),
    ),
  );
  emitPwa({
    siteDir: staging,
    appDir: path.join(built, 'app'),
    manifest: pub,
    shipped,
    fallback: shipped.get(FALLBACK_LANGUAGE) ?? {},
  });

  return { paths, code: manifest.code, staging, target, thin: !!thin };
}
