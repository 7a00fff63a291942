// Where the tenant's API is (manifest `api.baseUrl`): the site's own origin ('/'), or another
// origin. Every call goes there, and so does every URL the API hands out as a path (game icons,
// demo game pages), which would otherwise resolve against the site.
import { apiOriginOf } from '#schemas/wire-formats.ts';
import { getTenant } from '../../config/tenant.ts';

let cached: { baseUrl: string; base: string } | undefined;

/** '' for the site's own origin, else the API's origin (no trailing slash). */
export function apiBase(): string {
  const { baseUrl } = getTenant().api;
  if (cached?.baseUrl !== baseUrl) cached = { baseUrl, base: apiOriginOf(baseUrl) ?? '' };
  return cached.base;
}

/** A path the API answered with, on the API's origin; absolute URLs and data: are kept. */
export function apiAsset(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${apiBase()}${url}` : url;
}
