// Compresses the API's JSON answers above MIN_COMPRESSED_BYTES in the encoding the client
// accepts (br, else gzip). An answer that is already encoded (the catalogue's cached answers,
// routes/games/answer-cache.ts, compress once and send with res.end) is left alone. Express's
// ETag is then the tag of the bytes sent, so each encoding has its own and a 304 still works.
import zlib from 'node:zlib';
import type { RequestHandler, Response } from 'express';
import { pickEncoding } from './encoding.ts';

/** Below this a compressed answer saves less than the headers it adds. */
export const MIN_COMPRESSED_BYTES = 1024;
/** Per request: brotli's fast levels already beat gzip's best on JSON. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

function isJson(res: Response): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(String(res.getHeader('Content-Type') ?? ''));
}

export function compressJson(): RequestHandler {
  return (req, res, next) => {
    const send = res.send;
    res.send = function sendCompressed(this: Response, body?: unknown) {
      const text = typeof body === 'string' || Buffer.isBuffer(body);
      if (!text || res.hasHeader('Content-Encoding') || !isJson(res)) return send.call(this, body);
      res.vary('Accept-Encoding');
      const raw = typeof body === 'string' ? Buffer.from(body) : body;
      const encoding =
        raw.length >= MIN_COMPRESSED_BYTES
          ? pickEncoding(req.headers['accept-encoding'])
          : 'identity';
      if (encoding === 'identity') return send.call(this, body);
      const packed =
        encoding === 'br'
          ? zlib.brotliCompressSync(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            })
          : zlib.gzipSync(raw, { level: GZIP_LEVEL });
      res.setHeader('Content-Encoding', encoding);
      // A Buffer keeps the JSON Content-Type already set (res.json set it, with its charset).
      return send.call(this, packed);
    };
    next();
  };
}
