// What every API answer gets before its route runs: security headers, CORS, compression, the demo
// page's CSP, no-store for session answers, and the body parsers.
import express from 'express';
import { isApiPath, LOCAL_IDP_PREFIX } from '../http/api-paths.ts';
import { compressJson } from '../http/compression.ts';
import { applyCors, type OriginTenant } from '../http/cors.ts';
import { formBodyPaths, parseLooseBody } from '../routes/platform/form-body.ts';
import { apiHeaders, demoGameHeaders } from '../security/headers.ts';

/** The API body limit; uploads (multipart) have their own limits. */
const JSON_LIMIT = '256kb';

/**
 * What every API answer gets before its route runs, as one middleware instead of one router
 * layer each: the security headers, the demo page's own CSP, no-store for session answers and
 * the body parsers. The prefixes match like Express's own mount paths did (case-insensitively).
 */
export function apiPreamble(originTenant: OriginTenant): express.RequestHandler {
  const headers = apiHeaders();
  const compress = compressJson();
  const demoGame = demoGameHeaders();
  const json = express.json({ limit: JSON_LIMIT });
  // The platform's forgot-password form comes as a query string labelled JSON.
  const formPaths = formBodyPaths();
  const text = express.text({ type: () => true, limit: JSON_LIMIT });
  const form = express.urlencoded({ extended: false, limit: JSON_LIMIT });
  const noop = () => undefined;
  return (req, res, next) => {
    const p = req.path.toLowerCase();
    if (!isApiPath(p)) {
      next();
      return;
    }
    headers(req, res, noop);
    if (applyCors(req, res, originTenant)) return;
    if (p.startsWith(`${LOCAL_IDP_PREFIX}/`)) {
      next();
      return;
    }
    compress(req, res, noop);
    if (p === '/demo-game' || p.startsWith('/demo-game/')) demoGame(req, res, noop);
    // Answers for a session (and anything a write returns, tokens included) stay out of caches;
    // a handler whose answer is public sets its own Cache-Control.
    if (req.get('authorization') || req.method !== 'GET')
      res.setHeader('Cache-Control', 'no-store');
    // A request without a body (every GET) has nothing to parse: the parsers' own test
    // (type-is hasBody), made here so that they are not called at all.
    const length = req.headers['content-length'];
    if (
      req.headers['transfer-encoding'] === undefined &&
      (length === undefined || isNaN(Number(length)))
    ) {
      next();
      return;
    }
    if (formPaths.has(`${req.method} ${p}`)) {
      text(req, res, (err?: unknown) => {
        if (!err && typeof req.body === 'string') req.body = parseLooseBody(req.body);
        next(err);
      });
      return;
    }
    json(req, res, (err?: unknown) => {
      if (err) next(err);
      else form(req, res, next);
    });
  };
}
