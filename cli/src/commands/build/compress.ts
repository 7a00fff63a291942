// Precompression: `lobby build` writes `<file>.br` and `<file>.gz` beside every text file a
// tenant site serves (JS, CSS, JSON, SVG, HTML), so `lobby start` answers in the client's
// encoding without compressing per request. Each distinct content is compressed once per build:
// the hashed runtime in dist/.runtime/app at brotli's best (once per Vite build; tenants hard-link
// the results), and per-tenant files (index.html, tenant.json, locales, art) at a quality that
// costs milliseconds (a fleet of 100 tenants emits in seconds), through a cache keyed by content.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Files worth compressing: text. PNG, ICO and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html)$/;
export const SIBLINGS = { br: '.br', gzip: '.gz' } as const;

interface Variants {
  br: Buffer | null;
  gz: Buffer | null;
}

/** Brotli's best: for the runtime, compressed once per Vite build and sent on every first visit. */
const RUNTIME_QUALITY = 11;
/** Per tenant: about a tenth of the time of 11 for a few percent more bytes (locales, page). */
export const TENANT_QUALITY = 7;

/** Compressed variants by quality and content hash; one per build run (see ensureBuilt). */
export type CompressCache = Map<string, Variants>;

function variants(body: Buffer, quality: number): Variants {
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
  // A variant that saves nothing is not written: the file goes out as it is.
  return { br: br.length < body.length ? br : null, gz: gz.length < body.length ? gz : null };
}

function writeOrRemove(file: string, data: Buffer | null): void {
  // Removed first: a sibling hard-linked from elsewhere must not be rewritten in place. (Checked
  // first: rmSync of a missing file throws and catches inside, for every sibling of a tenant.)
  if (fs.existsSync(file)) fs.unlinkSync(file);
  if (data) fs.writeFileSync(file, data);
}

/** Writes the .br and .gz siblings of one file (a cached content is not compressed again). */
function compressFile(
  file: string,
  cache: CompressCache = new Map(),
  quality = RUNTIME_QUALITY,
): void {
  const body = fs.readFileSync(file);
  const key = `${quality}:${crypto.createHash('sha1').update(body).digest('base64')}`;
  let v = cache.get(key);
  if (!v) cache.set(key, (v = variants(body, quality)));
  writeOrRemove(file + SIBLINGS.br, v.br);
  writeOrRemove(file + SIBLINGS.gzip, v.gz);
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
