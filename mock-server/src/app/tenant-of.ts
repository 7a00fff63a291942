// Which tenant a request is for: by its Host and Merchant header, refused when the calling page
// is another merchant's site, or answered "not configured" for an invalid manifest's host.
import type express from 'express';
import type { Mode } from '../deps.ts';
import { ApiError } from '../refusals/api-error.ts';
import { isApiPath } from '../http/api-paths.ts';
import type { OriginTenant } from '../http/cors.ts';
import { notConfiguredPage } from '../not-configured.ts';
import type { PushHubOptions } from '../push/hub.ts';
import type { TenantDirectory } from '../tenant-directory.ts';
import type { Tenant } from '../tenancy.ts';

/** The request's tenant for the API and sites (`tenantOf`), and for the push channel. */
export function tenantResolvers(
  directory: TenantDirectory,
  originTenant: OriginTenant,
  mode: Mode,
): { tenantOf: express.RequestHandler; pushTenantOf: PushHubOptions['tenantOf'] } {
  /** A page of one tenant's site calling with another merchant's code (or API host) is refused. */
  const checkOrigin = (
    req: { headers: { origin?: string | undefined } },
    tenant: Tenant,
  ): Tenant => {
    const origin = req.headers.origin;
    const site = origin === undefined ? undefined : originTenant(origin);
    if (site && site.code !== tenant.code)
      throw new ApiError(403, 'domain_check_failed', "the page is another merchant's site");
    return tenant;
  };
  const tenantOf: express.RequestHandler = (req, res, next) => {
    // Every request, API or site, is for exactly one tenant; its data opens on first use.
    const host = req.get('host');
    const broken = directory.unconfigured(host);
    if (broken) {
      if (isApiPath(req.path))
        throw new ApiError(503, 'domain_check_failed', `site ${broken.code} is not configured`);
      res
        .status(503)
        .type('html')
        .setHeader('Cache-Control', 'no-store')
        .send(notConfiguredPage(broken, mode !== 'prod'));
      return;
    }
    const merchant = req.get('merchant') ?? undefined;
    // An open tenant is found without a promise (every request after the first one).
    const open = directory.resolveOpen(host, merchant);
    if (open) {
      res.locals.tenant = checkOrigin(req, open);
      next();
      return;
    }
    return directory.resolve(host, merchant).then((tenant) => {
      res.locals.tenant = checkOrigin(req, tenant);
      next();
    });
  };
  const pushTenantOf: PushHubOptions['tenantOf'] = async (req, merchant) => {
    const host = req.headers.host;
    if (directory.unconfigured(host)) return undefined;
    try {
      return checkOrigin(req, await directory.resolve(host, merchant));
    } catch {
      return undefined;
    }
  };
  return { tenantOf, pushTenantOf };
}
