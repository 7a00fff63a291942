// Cached catalogue answers. The catalogue is fixed for the life of the process, so an answer that
// depends only on it (and the query) is serialized once per tenant catalogue and query, compressed
// once per encoding, and sent with an ETag; a client that has it gets a 304.
//
// No answer here depends on the request's language (game names and vendor labels are not
// translated): were that to change, the language would have to join the key.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import type { gamesOps } from '#schemas/api/games.ts';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { tenantCatalogue } from '../../domain/games/catalogue.ts';
import type { Ctx } from '../../http/bind.ts';
import { Lru } from '../../lib/lru.ts';

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

const caches = new WeakMap<object, Lru<string, Answer>>();

/**
 * Another wire format's shape of a cached answer (the platform façade): its own cache entry, the
 * value reshaped once, with or without the envelope. Set on `res.locals.answerShape`.
 */
export interface AnswerShape {
  key: string;
  shape: (value: unknown) => unknown;
  bare: boolean;
}

/** The answer for `key` within `scope` (a tenant's catalogue), built by `build` on first use. */
function cachedAnswer(scope: object, key: string, build: () => unknown, envelope = true): Answer {
  let cache = caches.get(scope);
  if (!cache) caches.set(scope, (cache = new Lru(MAX_ANSWERS)));
  return cache.get(key, () => {
    const value = build() ?? null;
    const body = Buffer.from(JSON.stringify(envelope ? { success: true, value } : value));
    const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    return { etag, body };
  });
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

type Encoding = 'br' | 'gzip' | 'identity';

/** Accept-Encoding values seen (a handful of browsers and clients), with the encoding chosen. */
const chosen = new Map<string, Encoding>();

/** br whenever accepted (browsers list it after gzip with the same weight), else gzip, else none. */
function encodingFor(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = chosen.get(header);
  if (known) return known;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((x) => /^\s*q=([\d.]+)\s*$/.exec(x)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  const encoding: Encoding = ok('br') ? 'br' : ok('gzip') ? 'gzip' : 'identity';
  if (chosen.size < 200) chosen.set(header, encoding);
  return encoding;
}

function compressed(answer: Answer, encoding: Encoding): Buffer {
  if (encoding === 'br')
    return (answer.br ??= zlib.brotliCompressSync(answer.body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
      },
    }));
  if (encoding === 'gzip') return (answer.gzip ??= zlib.gzipSync(answer.body, { level: 9 }));
  return answer.body;
}

/**
 * Sends `answer` in the best encoding the client accepts, or 304 when its copy is current.
 * Plain setHeader rather than Express's helpers: this is the hot path of the catalogue.
 */
function sendAnswer(req: Request, res: Response, answer: Answer, cacheControl = 'no-cache'): void {
  const encoding =
    answer.body.length >= MIN_COMPRESSED_BYTES
      ? encodingFor(req.headers['accept-encoding'])
      : 'identity';
  if (res.hasHeader('vary')) res.vary('Accept-Encoding');
  else res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader(
    'ETag',
    encoding === 'identity' ? answer.etag : `${answer.etag.slice(0, -1)}-${encoding}"`,
  );
  if (notModified(req.headers['if-none-match'], answer.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const payload = compressed(answer, encoding);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', payload.length);
  res.statusCode = 200;
  res.end(payload);
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
  const id = `${String(name)} ${JSON.stringify(key)}`;
  const other = ctx.res.locals.answerShape as AnswerShape | undefined;
  const answer = other
    ? cachedAnswer(cat, `${other.key} ${id}`, () => other.shape(build()), !other.bare)
    : cachedAnswer(cat, id, build);
  sendAnswer(ctx.req, ctx.res, answer, cacheControl);
  return undefined as unknown as ResponseOf<Ops[K]>;
}
