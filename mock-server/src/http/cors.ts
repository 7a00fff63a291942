// CORS for a tenant site whose API is on another origin (manifest `api.baseUrl`). Only the
// origins of the tenants this server serves get CORS headers: their manifest domains over https,
// and in dev and test also http and `<code>.localhost` on any port (`lobby start` prints those).
// Any other origin gets none, so its browser refuses the answer. Credentials are allowed: the
// platform's clients send cookies (a captcha is bound by one). A preflight is answered here,
// before the tenant is looked up, since it carries neither a Merchant nor an Authorization
// header.
import type { Request, Response } from 'express';
import type { TenantManifest } from '#schemas/index.ts';
import type { Mode } from '../deps.ts';

/** Request headers a tenant page sends to its API (the client's and the platform's). */
const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Merchant',
  'Language',
  'Device',
  'X-Gateway-Version',
  'Encryption',
  'Idempotency-Key',
  'Content-Type',
] as const;

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/** Answer headers the page reads beyond the CORS-safelisted ones (server-time.ts reads Date). */
const EXPOSED_HEADERS = 'Date, ETag, Retry-After';
/** Chromium keeps a preflight at most 2 hours; one per URL and origin. */
const PREFLIGHT_MAX_AGE_S = '7200';

/** The tenant whose site is at `origin`, or undefined when the origin is nobody's. */
export type OriginTenant = (origin: string) => TenantManifest | undefined;

/** Which origins are a tenant's site, by the host names the server serves them on. */
export function originTenants(
  siteOf: (hostname: string) => TenantManifest | undefined,
  mode: Mode,
): OriginTenant {
  return (origin) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return undefined;
    }
    if (url.origin !== origin) return undefined;
    const local = url.hostname.endsWith('.localhost');
    if (mode === 'prod' && (local || url.protocol !== 'https:')) return undefined;
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return siteOf(url.hostname);
  };
}

/**
 * Sets the CORS headers of an API answer for an allowed Origin. Returns true when it answered
 * the request itself (a preflight).
 */
export function applyCors(req: Request, res: Response, tenantOf: OriginTenant): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  // The answer differs by Origin: a cache must not hand one origin's answer to another.
  res.vary('Origin');
  const allowed = tenantOf(origin) !== undefined;
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'];
  if (!preflight) {
    if (allowed) res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    return false;
  }
  if (allowed) {
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS.join(', '));
    res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_S);
  }
  res.status(204).end();
  return true;
}
