// The success envelope on the wire, and the ETag Express gives it.
import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { MIN_COMPRESSED_BYTES } from './compression.ts';
import { pickEncoding } from './encoding.ts';

/**
 * Express's default ETag, the same value (etag package, weak: W/"<length in hex>-<first 27
 * characters of the base64 SHA-1>"), with the one-call hash instead of a Hash object per answer.
 */
export function weakEtag(body: string | Buffer, encoding?: BufferEncoding): string {
  // UTF-8 text is hashed as it is: the same bytes, without a copy.
  const data =
    typeof body === 'string' &&
    encoding !== undefined &&
    encoding !== 'utf8' &&
    encoding !== 'utf-8'
      ? Buffer.from(body, encoding)
      : body;
  const length = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  if (length === 0) return 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"';
  return `W/"${length.toString(16)}-${crypto.hash('sha1', data, 'base64').substring(0, 27)}"`;
}

/**
 * `res.json({ success: true, value })` for the common case, a plain 200 GET answer that no
 * handler has given headers of its own, written with the same headers in the same order
 * (Content-Type, Content-Length, ETag) without Express's content-type parsing and reformatting.
 * Anything else (another status or method, a conditional request, a header already set) goes
 * through res.json itself.
 */
export function sendEnvelope(req: Request, res: Response, value: unknown): void {
  const envelope = { success: true, value: value ?? null };
  const h = req.headers;
  if (
    res.statusCode !== 200 ||
    req.method !== 'GET' ||
    h['if-none-match'] !== undefined ||
    h['if-modified-since'] !== undefined ||
    res.hasHeader('content-type') ||
    res.hasHeader('etag') ||
    res.hasHeader('transfer-encoding')
  ) {
    res.json(envelope);
    return;
  }
  const body = JSON.stringify(envelope);
  const length = Buffer.byteLength(body);
  // A large answer the client can take compressed goes through res.json, which compresses it.
  if (length >= MIN_COMPRESSED_BYTES && pickEncoding(h['accept-encoding']) !== 'identity') {
    res.json(envelope);
    return;
  }
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(length));
  res.setHeader('ETag', weakEtag(body));
  // As text, Node sends the body in one write with the headers; a Buffer would take a second
  // chunk (writev) for every answer.
  res.end(body, 'utf8');
}
