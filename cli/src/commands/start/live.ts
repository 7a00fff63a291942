// What `lobby start` serves of each brand, as one object per version: the manifest, the folder of
// static files, and what the server reads from its pages (CSP hashes, module links, the path each
// prerendered page is for). A
// version's folder is the server's own hard-linked copy of dist/<code>/ (dist/.serving/), so a
// `lobby build` under a running server changes nothing it serves until the brand is rolled out
// (rollout.ts): then the new version replaces the old one in a single assignment, and a request
// keeps the version it started with. An old copy is deleted once no request can still be on it.
import fs from 'node:fs';
import path from 'node:path';
import type { TenantManifest } from '#schemas/index.ts';
import { inlineScriptHashes } from '#mock-server/src/index.ts';
import { shellDocument, shellPathOf } from '#schemas/shell.ts';
import { linkTree } from '../build/tree.ts';
import { pageModules, type PageModules } from './page-links.ts';

export interface BuiltPage {
  /** CSP hashes of the inline scripts of its pages (index.html and each path's own). */
  scriptHashes: string[];
  /** index.html's modules: every page is the same template around another frame. */
  modules: PageModules;
  /** The file of each path prerendered on its own (`/rng` → `rng.html`); index.html serves the rest. */
  documents: ReadonlyMap<string, string>;
}

export interface LiveBrand {
  manifest: TenantManifest;
  /** The folder its static files come from (missing when the brand was never built). */
  siteDir: string;
  page: BuiltPage;
  /** 0 for the version served since start, then one more per rollout. */
  version: number;
}

const NO_PAGE: BuiltPage = {
  scriptHashes: [],
  modules: { entry: [], routes: [] },
  documents: new Map(),
};

function readPage(siteDir: string): BuiltPage {
  let html: string;
  try {
    html = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  } catch {
    return NO_PAGE;
  }
  const hashes = new Set(inlineScriptHashes(html));
  const documents = new Map<string, string>();
  // A page of the folder is a path's own when its #root says it was rendered at that path (the
  // offline page, say, is not); its file name must be the one the build gives that path.
  for (const file of fs.readdirSync(siteDir)) {
    if (!file.endsWith('.html') || file === 'index.html') continue;
    const page = fs.readFileSync(path.join(siteDir, file), 'utf8');
    const shellPath = shellPathOf(page);
    if (shellPath === undefined || shellDocument(shellPath) !== file) continue;
    documents.set(shellPath, file);
    for (const hash of inlineScriptHashes(page)) hashes.add(hash);
  }
  return { scriptHashes: [...hashes], modules: pageModules(html), documents };
}

/** Where servers keep their copies (a dot folder: no tenant's, never uploaded with dist/). */
const servingRoot = (distDir: string) => path.join(distDir, '.serving');

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** How long an old version's copy outlives its replacement: the slowest download still on it. */
export const RETIRE_AFTER_MS = 5 * 60_000;

export class LiveSites {
  private readonly brands = new Map<string, LiveBrand>();
  private readonly byDomain = new Map<string, LiveBrand>();
  /** Where this server's copies go; undefined serves dist/<code>/ itself (no rollouts). */
  private readonly dir: string | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  readonly defaultCode: string | undefined;

  /**
   * With `pin`, copies every built brand first (and removes the copies of servers no longer
   * running); without, serves the folders of `distDir` as they are (a site in a test rig).
   */
  constructor(
    private readonly distDir: string,
    manifests: readonly TenantManifest[],
    opts: { defaultCode?: string | undefined; pin: boolean },
  ) {
    if (opts.pin) {
      const base = servingRoot(distDir);
      if (fs.existsSync(base))
        for (const entry of fs.readdirSync(base)) {
          const pid = Number(entry.split('-')[0]);
          if (pid !== process.pid && !processAlive(pid))
            fs.rmSync(path.join(base, entry), { recursive: true, force: true });
        }
      this.dir = path.join(base, `${process.pid}-${Date.now().toString(36)}`);
    }
    for (const m of manifests) this.put(this.pin(m, 0));
    this.defaultCode =
      manifests.find((m) => m.code === opts.defaultCode)?.code ?? manifests[0]?.code;
  }

  /**
   * A new version of a brand from its dist/<code>/ as it is now: copied (hard links, no bytes
   * written) so that no later build can change it. Not yet served: see swap().
   */
  pin(manifest: TenantManifest, version: number): LiveBrand {
    const source = path.join(this.distDir, manifest.code);
    if (!this.dir) return { manifest, siteDir: source, page: readPage(source), version };
    if (!fs.existsSync(source)) return { manifest, siteDir: source, page: NO_PAGE, version };
    const siteDir = path.join(this.dir, `${manifest.code}.${version}`);
    fs.rmSync(siteDir, { recursive: true, force: true });
    linkTree(source, siteDir);
    return { manifest, siteDir, page: readPage(siteDir), version };
  }

  /** A pinned version that will never be served (refused after it was copied). */
  discard(brand: LiveBrand): void {
    if (this.dir && brand.siteDir.startsWith(this.dir + path.sep))
      fs.rmSync(brand.siteDir, { recursive: true, force: true });
  }

  private put(brand: LiveBrand): void {
    this.brands.set(brand.manifest.code, brand);
    for (const d of brand.manifest.domains) this.byDomain.set(d, brand);
  }

  /** Serves `next` instead of the brand's current version, in one step; the old copy retires. */
  swap(next: LiveBrand): void {
    const old = this.brands.get(next.manifest.code);
    if (old) {
      for (const d of old.manifest.domains)
        if (this.byDomain.get(d) === old) this.byDomain.delete(d);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.discard(old);
      }, RETIRE_AFTER_MS);
      timer.unref();
      this.timers.add(timer);
    }
    this.put(next);
  }

  get(code: string): LiveBrand | undefined {
    return this.brands.get(code);
  }

  /** The brand a Host header names: `<code>.localhost`, a declared domain, or plain localhost. */
  forHost(host: string | undefined): LiveBrand | undefined {
    const name = (host ?? '')
      .replace(/:\d+$/, '')
      .replace(/^\[|\]$/g, '')
      .toLowerCase();
    if (name.endsWith('.localhost')) return this.brands.get(name.slice(0, -'.localhost'.length));
    const byDomain = this.byDomain.get(name);
    if (byDomain) return byDomain;
    if (/^(localhost|127\.0\.0\.1|::1|0\.0\.0\.0)$/.test(name) || name === '')
      return this.defaultCode === undefined ? undefined : this.brands.get(this.defaultCode);
    return undefined;
  }

  /** Removes every copy this server made. */
  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
