/** Path prefixes that belong to the API; everything else may be a tenant's site. */
export const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/tools', '/__test', '/demo-game', '/oidc'];

/** The embedded test identity providers (dev and test mode): they read their own request bodies. */
export const LOCAL_IDP_PREFIX = '/oidc';

/** Whether the API owns a path (the site never answers it with the app's page). */
export const isApiPath = (p: string): boolean =>
  API_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
