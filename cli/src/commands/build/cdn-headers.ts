// The headers a CDN must send when it serves a built site in place of `lobby start`: the same
// security headers (a CSP allowing the page's inline head scripts by hash, the API's origin and
// the tenant's CDNs; no framing; nosniff…) and cache rules, written beside the site as `_headers`
// in the format Netlify and Cloudflare Pages read (other CDNs: copy the values into their rules).
// Without them, a CDN-served page either has no CSP at all or one that blocks its own scripts.
import type { TenantManifest } from '#schemas/index.ts';
import { cdnOrigins } from '#schemas/cdn.ts';
import { apiOriginOf } from '#schemas/wire-formats.ts';
import { inlineScriptHashes, siteHeaderValues, type SiteSources } from '#mock-server/src/index.ts';

export const CDN_HEADERS_FILE = '_headers';

/** Hashed runtime files never change under their name; every other file is checked each time. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** Where a tenant's page may reach besides its own origin, from its manifest. */
export function siteSourcesOf(manifest: TenantManifest): SiteSources {
  return {
    apiOrigin: apiOriginOf(manifest.api.baseUrl),
    imageOrigins: cdnOrigins(manifest.cdn.images),
    launchOrigins: cdnOrigins(manifest.cdn.gameLaunch),
  };
}

/**
 * The `_headers` file of a tenant's built site, from its manifest and its built pages (index.html
 * and the other prerendered paths': one CSP for all, allowing the inline scripts of each).
 */
export function cdnHeadersFile(manifest: TenantManifest, pages: readonly string[]): string {
  const hashes = [...new Set(pages.flatMap(inlineScriptHashes))];
  const security = siteHeaderValues(hashes, siteSourcesOf(manifest));
  const rule = (pattern: string, headers: [string, string][]) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    `# Headers for a CDN serving ${manifest.code} in place of \`lobby start\` (Netlify and Cloudflare Pages read this file; elsewhere copy the values). Written by \`lobby build\`: rebuild after changing the manifest.`,
    rule('/*', [...security, ['Cache-Control', CACHE_REVALIDATE]]),
    rule('/app/*', [['Cache-Control', CACHE_IMMUTABLE]]),
  ].join('\n\n')}\n`;
}
