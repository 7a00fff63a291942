// Serves the built tenants: the tenant is chosen by Host (`<code>.localhost`, manifest domains,
// the default tenant on plain localhost), static files come from the brand's served version
// (live.ts: the server's copy of dist/<code>/, swapped whole by a rollout), and any other
// page request gets the document prerendered for its path (`rng.html` for /rng), else the
// tenant's index.html (the SPA router takes it from there), each
// in its precompressed variant when the client accepts one (precompressed.ts).
// Every answer carries the security headers of mock-server/src/security/headers.ts: a strict CSP
// that allows the page's inline head scripts by their SHA-256 (read from the built pages)
// the tenant's API origin when it is not the site's (manifest api.baseUrl) and its image and
// game-launch CDNs (manifest cdn),
// no framing, nosniff, a referrer and a permissions policy. A page also names its JS modules in a
// `Link` header (page-links.ts).
import fs from 'node:fs';
import path from 'node:path';
import type express from 'express';
import type { NextFunction, Request, Response } from 'express';
import type { TenantManifest } from '#schemas/index.ts';
import { routeKey } from '#schemas/route-preload.ts';
import { isApiPath, siteHeaders } from '#mock-server/src/index.ts';
import { CACHE_REVALIDATE, siteSourcesOf } from '../build/cdn-headers.ts';
import { LiveSites, type LiveBrand } from './live.ts';
import { pageLinkHeader } from './page-links.ts';
import { cacheControlFor, sendPrecompressed, siteFile } from './precompressed.ts';

interface SiteOptions {
  distDir: string;
  manifests: readonly TenantManifest[];
  defaultCode?: string;
}

/** Middleware for the static tenant sites; call `next()` for everything that is the API's. */
export function tenantSites(source: LiveSites | SiteOptions): express.RequestHandler {
  const live =
    source instanceof LiveSites
      ? source
      : new LiveSites(source.distDir, source.manifests, {
          defaultCode: source.defaultCode,
          pin: false,
        });
  const headers = siteHeaders();
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    // One version for the whole request, whatever a rollout swaps in meanwhile.
    const brand = live.forHost(req.headers.host);
    if (!brand) return next();
    res.locals.scriptHashes = brand.page.scriptHashes;
    Object.assign(res.locals, siteSourcesOf(brand.manifest));
    headers(req, res, () => serveSite(req, res, next, brand));
  };

  function serveSite(req: Request, res: Response, next: NextFunction, brand: LiveBrand): void {
    const { siteDir, page } = brand;
    const file = siteFile(siteDir, req.path);
    if (file) {
      sendPrecompressed(req, res, next, file, cacheControlFor(path.relative(siteDir, file)));
      return;
    }
    const wantsPage =
      !path.extname(req.path) && (req.accepts(['html', 'json']) === 'html' || req.path === '/');
    if (!wantsPage) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const index = path.join(siteDir, page.documents.get(routeKey(req.path)) ?? 'index.html');
    if (!fs.existsSync(index)) return next();
    const links = pageLinkHeader(page.modules, req.path);
    if (links) res.setHeader('Link', links);
    sendPrecompressed(req, res, next, index, CACHE_REVALIDATE);
  }
}
