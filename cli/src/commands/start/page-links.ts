// The `Link` header of a tenant page: the page's JS modules as `rel=modulepreload`, so a browser
// starts them when the response headers arrive instead of when its parser reaches the head's
// tags, after the commit of the page and the parse of its inline style and manifest (about 0.3 s
// on a phone at 4x CPU slowdown). The home and game list paths add their route's own
// chunks, as the head's route-preload script does (schemas/route-preload.ts). The header only
// names files the page itself loads with the same credentials mode (`crossorigin`), so nothing is
// fetched twice.
import { routeKey, routePreloadOf, type RoutePreload } from '#schemas/route-preload.ts';

export interface PageModules {
  /** The entry module and its modulepreloads, in page order. */
  entry: string[];
  /** The routes' own chunks the head's route-preload script starts on their paths. */
  routes: RoutePreload[];
}

/** A same-origin path of the build's own files; anything else is not named in a header. */
const SAFE_HREF = /^\/[\w\-./]+$/;
const MODULE_TAG = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*>/g;
const PRELOAD_TAG = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/** The JS modules a built page loads from its head, read from its HTML. */
export function pageModules(html: string): PageModules {
  const end = html.search(/<\/head>/i);
  const head = end < 0 ? html : html.slice(0, end);
  const entry = [...head.matchAll(MODULE_TAG), ...head.matchAll(PRELOAD_TAG)]
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0))
    .map((m) => m[1]!)
    .filter((href) => SAFE_HREF.test(href));
  return { entry: [...new Set(entry)], routes: routePreloadOf(head) };
}

/** The header for a request of `pathname`, or undefined when the page loads no module. */
export function pageLinkHeader(modules: PageModules, pathname: string): string | undefined {
  const key = routeKey(pathname);
  const forRoute = modules.routes
    .filter((r) => r.paths.includes(key))
    .flatMap((r) => r.files.filter((f) => f.endsWith('.js') && SAFE_HREF.test(f)));
  const hrefs = [...new Set([...modules.entry, ...forRoute])];
  if (hrefs.length === 0) return undefined;
  return hrefs.map((href) => `<${href}>; rel=modulepreload; crossorigin`).join(', ');
}
