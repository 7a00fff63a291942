// Serves the built tenants: the tenant is chosen by Host (`<code>.localhost`, manifest domains,
// the default tenant on plain localhost), static files come from dist/<code>/, and any other
// page request falls back to the tenant's index.html (the SPA router takes it from there), each
// in its precompressed variant when the client accepts one (precompressed.ts).
// Every answer carries the security headers of mock-server/src/security/headers.ts: a strict CSP
// that allows the page's inline head scripts by their SHA-256 (read from the built index.html)
// and the tenant's API origin when it is not the site's (manifest api.baseUrl),
// no framing, nosniff, a referrer and a permissions policy. A page also names its JS modules in a
// `Link` header (page-links.ts).
import fs from 'node:fs';
import path from 'node:path';
import type express from 'express';
import type { NextFunction, Request, Response } from 'express';
import type { TenantManifest } from '#schemas/index.ts';
import { apiOriginOf } from '#schemas/wire-formats.ts';
import { inlineScriptHashes, isApiPath, siteHeaders } from '#mock-server/src/index.ts';
import { pageLinkHeader, pageModules, type PageModules } from './page-links.ts';
import { cacheControlFor, REVALIDATE, sendPrecompressed, siteFile } from './precompressed.ts';

function tenantForHost(
  host: string | undefined,
  manifests: readonly TenantManifest[],
  defaultCode: string | undefined,
): TenantManifest | undefined {
  const name = (host ?? '')
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  if (name.endsWith('.localhost')) {
    const code = name.slice(0, -'.localhost'.length);
    return manifests.find((m) => m.code === code);
  }
  const byDomain = manifests.find((m) => m.domains.includes(name));
  if (byDomain) return byDomain;
  if (/^(localhost|127\.0\.0\.1|::1|0\.0\.0\.0)$/.test(name) || name === '') {
    return manifests.find((m) => m.code === defaultCode) ?? manifests[0];
  }
  return undefined;
}

interface SiteOptions {
  distDir: string;
  manifests: readonly TenantManifest[];
  defaultCode?: string;
}

interface BuiltPage {
  /** CSP hashes of its inline scripts. */
  scriptHashes: string[];
  modules: PageModules;
}

const NO_PAGE: BuiltPage = { scriptHashes: [], modules: { entry: [], routes: [] } };
const pageCache = new Map<string, { mtimeMs: number; page: BuiltPage }>();

/** What the server needs from a built page, re-read when the build changes it. */
function builtPage(file: string): BuiltPage {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return NO_PAGE;
  }
  const cached = pageCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.page;
  const html = fs.readFileSync(file, 'utf8');
  const page = { scriptHashes: inlineScriptHashes(html), modules: pageModules(html) };
  pageCache.set(file, { mtimeMs, page });
  return page;
}

/** Middleware for the static tenant sites; call `next()` for everything that is the API's. */
export function tenantSites(opts: SiteOptions): express.RequestHandler {
  const headers = siteHeaders();
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    const tenant = tenantForHost(req.headers.host, opts.manifests, opts.defaultCode);
    if (!tenant) return next();
    const page = builtPage(path.join(opts.distDir, tenant.code, 'index.html'));
    res.locals.scriptHashes = page.scriptHashes;
    res.locals.apiOrigin = apiOriginOf(tenant.api.baseUrl);
    headers(req, res, () => serveSite(req, res, next, tenant, page));
  };

  function serveSite(
    req: Request,
    res: Response,
    next: NextFunction,
    tenant: TenantManifest,
    page: BuiltPage,
  ): void {
    const siteDir = path.join(opts.distDir, tenant.code);
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
    const index = path.join(siteDir, 'index.html');
    if (!fs.existsSync(index)) return next();
    const links = pageLinkHeader(page.modules, req.path);
    if (links) res.setHeader('Link', links);
    sendPrecompressed(req, res, next, index, REVALIDATE);
  }
}
