// Security headers (OWASP Secure Headers / ASVS V3.4) through helmet: one policy for the API's
// answers, one for the tenant sites (a strict CSP whose inline scripts are allowed by their
// SHA-256 hashes, never by 'unsafe-inline'), one for the demo game page (its own inline script and
// style, hashed as it is sent; framed only by the tenant's own pages).
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Browser features no tenant page uses. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

const common = {
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Game launches open windows of the same origin; the opener link must survive.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // For browsers without frame-ancestors.
  xFrameOptions: { action: 'deny' },
} as const;

function withPermissions(h: RequestHandler): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    h(req, res, next);
  };
}

/**
 * What a header middleware does to a response that does not depend on the request: run once
 * against a recording response, it gives the headers to set and remove. Helmet stays the
 * source of the policy; replaying its result costs one setHeader per header instead of a dozen
 * nested middleware calls per request. Throws if the middleware reads the request or answers
 * asynchronously, so that a policy that varies per request can never be frozen by mistake.
 */
function frozenHeaders(h: RequestHandler): RequestHandler {
  const request = new Proxy(
    {},
    {
      get(_t, key) {
        throw new Error(`frozenHeaders: the middleware reads the request (${String(key)})`);
      },
    },
  );
  const { set, removed } = recordHeaders(h, request, {});
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/** Runs a header middleware once against a recording response: what it sets and removes. */
function recordHeaders(h: RequestHandler, request: object, locals: Locals) {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    locals,
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let called = false;
  h(request as never, recorder as never, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    called = true;
  });
  if (!called) throw new Error('recordHeaders: the middleware did not call next at once');
  return { set, removed };
}

/** API answers: JSON, images and the demo page; nothing in them may be framed or run. */
export function apiHeaders(): RequestHandler {
  return frozenHeaders(apiHeaderPolicy());
}

function apiHeaderPolicy(): RequestHandler {
  return withPermissions(
    helmet({
      ...common,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
        },
      },
    }) as RequestHandler,
  );
}

/** `'sha256-…'` of every inline <script> (no src) of an HTML document, JSON data blocks included. */
export function inlineScriptHashes(html: string): string[] {
  return inlineHashes(html, /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi);
}

function inlineHashes(html: string, re: RegExp): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(re))
    hashes.add(
      `'sha256-${crypto
        .createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
    );
  return [...hashes];
}

/** Where a tenant's page may call, draw images from and frame games from, besides its origin. */
export interface SiteSources {
  /** The API's origin when it is not the site's. */
  apiOrigin: string | null;
  imageOrigins: readonly string[];
  launchOrigins: readonly string[];
}

type Locals = Partial<SiteSources> & { scriptHashes?: string[]; styleHashes?: string[] };
const localsOf = (res: ServerResponse) => (res as unknown as { locals: Locals }).locals;
const scriptSources = (_req: IncomingMessage, res: ServerResponse) =>
  (localsOf(res).scriptHashes ?? []).join(' ') || "'none'";
/**
 * The tenant's API when it is on another origin (res.locals.apiOrigin, from its manifest's
 * api.baseUrl): the page calls it, draws its game icons and frames its game pages.
 */
const selfAndApi = (_req: IncomingMessage, res: ServerResponse) => {
  const api = localsOf(res).apiOrigin;
  return api ? `'self' ${api}` : "'self'";
};

/** Images: the origin and the API's as above, plus the tenant's image CDNs (res.locals.imageOrigins). */
const images = (req: IncomingMessage, res: ServerResponse) =>
  [selfAndApi(req, res), ...(localsOf(res).imageOrigins ?? [])].join(' ');

/** Game pages: the origin and the API's, plus the tenant's game-launch CDNs (res.locals.launchOrigins). */
const gamePages = (req: IncomingMessage, res: ServerResponse) =>
  [selfAndApi(req, res), ...(localsOf(res).launchOrigins ?? [])].join(' ');

/** Calls: the API's origin as above, plus its push channel's (ws: for http:, wss: for https:). */
const selfApiAndPush = (req: IncomingMessage, res: ServerResponse) => {
  const api = localsOf(res).apiOrigin;
  return api ? `${selfAndApi(req, res)} ${api.replace(/^http/, 'ws')}` : "'self'";
};

/**
 * The tenant sites: scripts from the origin plus the inline head scripts by hash (put them in
 * res.locals.scriptHashes before this runs), eval for the form validators; styles may be inline
 * (React style attributes and the theme block); calls, images and games from the origin and the
 * API's (res.locals.apiOrigin, when it is another), images and games also from the tenant's CDNs
 * (res.locals.imageOrigins, launchOrigins); the pages themselves are never framed.
 */
export function siteHeaders(): RequestHandler {
  return withPermissions(
    helmet({
      ...common,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // 'unsafe-eval': the forms (rjsf + ajv) compile the registration and profile rules,
          // which the server sends at run time, into functions. Inline scripts stay hash-only, so
          // an injected <script> or on* attribute still does not run. Precompiled validators
          // would let this go.
          scriptSrc: ["'self'", "'unsafe-eval'", scriptSources],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: [images, 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [selfApiAndPush],
          frameSrc: [gamePages],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    }) as RequestHandler,
  );
}

/**
 * The demo game page (mock-server/src/domain/games/demo-page.ts) is one HTML document with an
 * inline script and style that carry per-launch values: its CSP hashes exactly what is sent.
 * Framed only by the tenant's own pages (the seamless launch).
 */
export function demoGameHeaders(): RequestHandler {
  const csp = (html: string) =>
    [
      "default-src 'none'",
      `script-src ${inlineScriptHashes(html).join(' ') || "'none'"}`,
      `style-src ${inlineHashes(html, /<style[^>]*>([\s\S]*?)<\/style>/gi).join(' ') || "'none'"}`,
      "connect-src 'self'",
      "img-src 'self' data:",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'self'",
    ].join('; ');
  return (_req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if (typeof body === 'string' && /^\s*<!doctype html/i.test(body)) {
        res.setHeader('Content-Security-Policy', csp(body));
        res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      }
      return send(body);
    };
    next();
  };
}

/**
 * The headers siteHeaders() sends with a page whose inline scripts hash to `scriptHashes`, as
 * name and value: what a CDN serving the built page in `lobby start`'s place must send.
 */
export function siteHeaderValues(scriptHashes: string[], sources: SiteSources): [string, string][] {
  const { set } = recordHeaders(siteHeaders(), {}, { scriptHashes, ...sources });
  return set.map(([name, value]) => [
    name,
    Array.isArray(value) ? value.join(', ') : String(value),
  ]);
}
