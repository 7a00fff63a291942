// Cached catalogue answers. The catalogue is fixed for the life of the process, so an answer that
// depends only on it (and the query) is serialized once per tenant catalogue and query, compressed
// once per encoding, and sent with an ETag; a client that has it gets a 304.
//
// No answer here depends on the request's language (game names and vendor labels are not
// translated): were that to change, the language would have to join the key.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import type { gamesOps } from '../../../../schemas/api/games.ts';
import type { ResponseOf } from '../../../../schemas/api/operation.ts';
import { tenantCatalogue } from '../../domain/games/catalogue.ts';
import type { Ctx } from '../../http/bind.ts';

/** Answers kept per catalogue; the oldest used goes first (keyword queries are unbounded). */
const MAX_ANSWERS = 500;
/** Below this a compressed answer saves less than the headers it adds. */
const MIN_COMPRESSED_BYTES = 1024;

interface Answer {
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const caches = new WeakMap<object, Map<string, Answer>>();

/** The answer for `key` within `scope` (a tenant's catalogue), built by `build` on first use. */
export function cachedAnswer(scope: object, key: string, build: () => unknown): Answer {
  let cache = caches.get(scope);
  if (!cache) caches.set(scope, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const body = Buffer.from(JSON.stringify({ success: true, value: build() ?? null }));
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  const answer: Answer = { etag, body };
  cache.set(key, answer);
  if (cache.size > MAX_ANSWERS) cache.delete(cache.keys().next().value as string);
  return answer;
}

/** Strips W/ and an encoding suffix: every encoding of one answer is the same answer. */
function baseTag(tag: string): string {
  return tag
    .trim()
    .replace(/^W\//, '')
    .replace(/-(br|gzip)"$/, '"');
}

function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => t.trim() === '*' || baseTag(t) === etag);
}

/** Sends `answer` in the best encoding the client accepts, or 304 when its copy is current. */
export function sendAnswer(
  req: Request,
  res: Response,
  answer: Answer,
  cacheControl = 'no-cache',
): void {
  // br whenever accepted (browsers list it after gzip with the same weight), else gzip.
  const big = answer.body.length >= MIN_COMPRESSED_BYTES;
  const encoding =
    big && req.acceptsEncodings('br') === 'br'
      ? 'br'
      : big && req.acceptsEncodings('gzip') === 'gzip'
        ? 'gzip'
        : 'identity';
  res.vary('Accept-Encoding');
  res.set('Cache-Control', cacheControl);
  res.set(
    'ETag',
    encoding === 'identity' ? answer.etag : `${answer.etag.slice(0, -1)}-${encoding}"`,
  );
  if (notModified(req.get('if-none-match'), answer.etag)) {
    res.status(304).end();
    return;
  }
  let payload = answer.body;
  if (encoding === 'br')
    payload = answer.br ??= zlib.brotliCompressSync(answer.body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
      },
    });
  else if (encoding === 'gzip') payload = answer.gzip ??= zlib.gzipSync(answer.body, { level: 9 });
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  res.set('Content-Type', 'application/json; charset=utf-8');
  res.set('Content-Length', String(payload.length));
  res.status(200).end(payload);
}

type Ops = typeof gamesOps;
type Op = keyof Ops;

/**
 * Answers from the cache: `build` runs once per tenant and query. The response is already sent
 * when this returns, so the handler's value is unused (bind.ts skips the envelope).
 */
export function cached<K extends Op>(
  ctx: Ctx<Ops[K]>,
  name: K,
  key: unknown,
  build: () => ResponseOf<Ops[K]>,
  cacheControl?: string,
): ResponseOf<Ops[K]> {
  const cat = tenantCatalogue(ctx.tenant.manifest);
  const answer = cachedAnswer(cat, `${String(name)} ${JSON.stringify(key)}`, build);
  sendAnswer(ctx.req, ctx.res, answer, cacheControl);
  return undefined as unknown as ResponseOf<Ops[K]>;
}
