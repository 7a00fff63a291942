// Static files of a tenant site, answered in the encoding the client accepts: the `.br` or `.gz`
// sibling `lobby build` wrote (cli/src/commands/build/compress.ts), else the file itself. Every
// compressible answer says `Vary: Accept-Encoding` so a cache never hands brotli to a client that
// asked for none. Hashed runtime files (app/) are immutable for a year; everything else (HTML,
// the manifest, locales, tenant art) revalidates: `no-cache` with ETag and Last-Modified (304).
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { pickEncoding, type Coding } from '#mock-server/src/index.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../build/cdn-headers.ts';
import { COMPRESSIBLE, SIBLINGS } from '../build/compress.ts';

/** Content types of the compressible files (the sibling's own extension must not decide it). */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
};

const CODINGS: readonly Coding[] = ['br', 'gzip'];

/** Vite writes hashed names under app/; nothing else in a tenant folder is hashed. */
export function cacheControlFor(rel: string): string {
  return rel.split(/[\\/]/)[0] === 'app' ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** The file under `siteDir` a URL path names, or undefined (outside, a dotfile, not a file). */
export function siteFile(siteDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const rel = path.normalize(decoded).replace(/^[\\/]+/, '');
  if (rel === '' || rel.split(/[\\/]/).some((seg) => seg.startsWith('.'))) return undefined;
  const file = path.join(siteDir, rel);
  if (!file.startsWith(siteDir + path.sep)) return undefined;
  try {
    return fs.statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

function exists(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Sends an existing file in the best encoding on offer, with validators for a 304. */
export function sendPrecompressed(
  req: Request,
  res: Response,
  next: NextFunction,
  file: string,
  cacheControl: string,
): void {
  let chosen = file;
  const type = TYPES[path.extname(file)];
  if (type && COMPRESSIBLE.test(file)) {
    res.vary('Accept-Encoding');
    const offered = CODINGS.filter((c) => exists(file + SIBLINGS[c]));
    const encoding = pickEncoding(req.headers['accept-encoding'], offered);
    if (encoding !== 'identity') {
      chosen = file + SIBLINGS[encoding];
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Type', type);
  }
  res.setHeader('Cache-Control', cacheControl);
  // send sets Content-Length, ETag and Last-Modified from the variant sent, and answers 304.
  res.sendFile(chosen, { cacheControl: false, dotfiles: 'allow' }, (err) => {
    // The browser went away (a navigation, a closed tab): nobody is left to answer or to worry.
    if ((err as NodeJS.ErrnoException | undefined)?.code === 'ECONNABORTED') return;
    if (err && !res.headersSent) {
      res.removeHeader('Content-Encoding');
      next(err);
    }
  });
}
