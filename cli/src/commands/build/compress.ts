// Precompression: `lobby build` writes `<file>.br` and `<file>.gz` beside every text file a
// tenant site serves (JS, CSS, JSON, SVG, HTML), so `lobby start` answers in the client's
// encoding without compressing per request. Each distinct content is compressed once per build:
// the hashed runtime in dist/.runtime/app at brotli's best (once per Vite build; tenants hard-link
// the results), and per-tenant files (index.html, tenant.json, locales, art) at a quality that
// costs milliseconds (a fleet of 100 tenants emits in seconds), through a cache keyed by content.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Files worth compressing: text. PNG, ICO and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html)$/;
export const SIBLINGS = { br: '.br', gzip: '.gz' } as const;

interface Variants {
  br: Buffer | null;
  gz: Buffer | null;
}

/** Brotli's best: for the runtime, compressed once per Vite build and sent on every first visit. */
export const RUNTIME_QUALITY = 11;
/** Per tenant: about a tenth of the time of 11 for a few percent more bytes (locales, page). */
export const TENANT_QUALITY = 7;

/**
 * Compressed variants by quality and content hash; one per build run (see ensureBuilt). A
 * variant still being compressed (compressTreeAsync) is its promise, so a content twice in
 * flight is compressed once.
 */
export type CompressCache = Map<string, Variants | Promise<Variants>>;

const brotliOptions = (body: Buffer, quality: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
});
const GZIP_OPTIONS: zlib.ZlibOptions = { level: zlib.constants.Z_BEST_COMPRESSION };

// A variant that saves nothing is not written: the file goes out as it is.
const worthIt = (body: Buffer, br: Buffer, gz: Buffer): Variants => ({
  br: br.length < body.length ? br : null,
  gz: gz.length < body.length ? gz : null,
});

function variants(body: Buffer, quality: number): Variants {
  const br = zlib.brotliCompressSync(body, brotliOptions(body, quality));
  return worthIt(body, br, zlib.gzipSync(body, GZIP_OPTIONS));
}

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** The same bytes as variants(), compressed in libuv's thread pool (both in parallel). */
async function variantsAsync(body: Buffer, quality: number): Promise<Variants> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, brotliOptions(body, quality)),
    gzipAsync(body, GZIP_OPTIONS),
  ]);
  return worthIt(body, br, gz);
}

const contentKey = (body: Buffer, quality: number) =>
  `${quality}:${crypto.createHash('sha1').update(body).digest('base64')}`;

function writeOrRemove(file: string, data: Buffer | null): void {
  // Removed first: a sibling hard-linked from elsewhere must not be rewritten in place.
  fs.rmSync(file, { force: true });
  if (data) fs.writeFileSync(file, data);
}

/** Writes the .br and .gz siblings of one file (a cached content is not compressed again). */
export function compressFile(
  file: string,
  cache: CompressCache = new Map(),
  quality = RUNTIME_QUALITY,
): void {
  const body = fs.readFileSync(file);
  const key = contentKey(body, quality);
  let v = cache.get(key);
  // One still in flight (compressTreeAsync) cannot be waited for here: compressed again.
  if (!v || v instanceof Promise) cache.set(key, (v = variants(body, quality)));
  writeOrRemove(file + SIBLINGS.br, v.br);
  writeOrRemove(file + SIBLINGS.gzip, v.gz);
}

async function writeOrRemoveAsync(file: string, data: Buffer | null): Promise<void> {
  await fs.promises.rm(file, { force: true });
  if (data) await fs.promises.writeFile(file, data);
}

/** compressFile without blocking: read, compression and writes in the thread pool. */
export async function compressFileAsync(
  file: string,
  cache: CompressCache,
  quality: number,
): Promise<void> {
  const body = await fs.promises.readFile(file);
  const key = contentKey(body, quality);
  let pending = cache.get(key);
  if (!pending) {
    const made = variantsAsync(body, quality);
    cache.set(key, made);
    pending = made;
    // Settled, the cache holds the buffers (compressFile reads it synchronously too).
    void made.then((v) => cache.set(key, v)).catch(() => cache.delete(key));
  }
  const v = await pending;
  await Promise.all([
    writeOrRemoveAsync(file + SIBLINGS.br, v.br),
    writeOrRemoveAsync(file + SIBLINGS.gzip, v.gz),
  ]);
}

/** The compressible files under `dir` (or `dir` itself) whose siblings are missing or older. */
function toCompress(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  if (!fs.statSync(dir).isDirectory()) return COMPRESSIBLE.test(dir) ? [dir] : [];
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (!isCompressed(file)) files.push(file);
  }
  return files;
}

/**
 * compressTree without blocking: the files are compressed and written in the thread pool while
 * the caller goes on (lobby build stages the next tenant meanwhile: a second core is used).
 */
export async function compressTreeAsync(
  dir: string,
  cache: CompressCache,
  quality: number,
): Promise<number> {
  const files = toCompress(dir);
  await Promise.all(files.map((f) => compressFileAsync(f, cache, quality)));
  return files.length;
}

/** Compresses `dir` (a file, or every compressible file under a folder); fresh siblings are kept. */
export function compressTree(
  dir: string,
  cache: CompressCache = new Map(),
  quality = RUNTIME_QUALITY,
): number {
  let count = 0;
  if (!fs.existsSync(dir)) return count;
  if (!fs.statSync(dir).isDirectory()) {
    if (!COMPRESSIBLE.test(dir)) return count;
    compressFile(dir, cache, quality);
    return 1;
  }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (isCompressed(file)) continue;
    compressFile(file, cache, quality);
    count++;
  }
  return count;
}

/** Whether both siblings exist and are newer than the file (or it is not worth compressing). */
function isCompressed(file: string): boolean {
  // No exceptions for a missing sibling (the usual case in a fresh tenant folder): they cost more
  // than the stat itself, on every file of every tenant.
  const br = fs.statSync(file + SIBLINGS.br, { throwIfNoEntry: false });
  if (!br) return false;
  const gz = fs.statSync(file + SIBLINGS.gzip, { throwIfNoEntry: false });
  if (!gz) return false;
  const mtime = fs.statSync(file).mtimeMs;
  return br.mtimeMs >= mtime && gz.mtimeMs >= mtime;
}
