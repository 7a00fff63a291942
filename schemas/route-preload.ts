// The head script that starts a route's own chunks on its paths (written into index.html by
// runtime/build/route-preload.ts: the home page's, a game list's), and its reading back: the site
// server names the same files in its `Link` header (cli/src/commands/start/page-links.ts). One
// module owns the format both sides depend on.

const MARK = '/*lobby-routes*/';
const SCRIPT_HEAD = `(function(r){var p=location.pathname.replace(/\\/+$/,'')||'/';`;

export interface RoutePreload {
  /** The route's paths, without a trailing slash ('/' for the root). */
  paths: string[];
  /** What they start: the route's JS chunks and its CSS. */
  files: string[];
}

/** The path a route list names: without trailing slashes, '/' for the root. */
export const routeKey = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The inline script: on a route's path, a modulepreload (or style preload) per file. */
export function routePreloadScript(routes: readonly RoutePreload[]): string {
  const args = JSON.stringify(routes.map((r) => [r.paths, r.files])).replaceAll('<', '\\u003c');
  return (
    SCRIPT_HEAD +
    `r.forEach(function(e){if(e[0].indexOf(p)<0)return;e[1].forEach(function(h){` +
    `var l=document.createElement('link'),c=/\\.css$/.test(h);` +
    `l.rel=c?'preload':'modulepreload';if(c)l.as='style';l.crossOrigin='';l.href=h;` +
    `document.head.appendChild(l)})})})(${MARK}${args})`
  );
}

const strings = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * What a built page's route-preload script starts, read back from its HTML; empty when the page
 * has none or it is not one this module wrote.
 */
export function routePreloadOf(html: string): RoutePreload[] {
  const start = html.indexOf(SCRIPT_HEAD);
  const from = start < 0 ? -1 : html.indexOf(MARK, start);
  const to = from < 0 ? -1 : html.indexOf('</script>', from);
  if (to < 0) return [];
  try {
    const args: unknown = JSON.parse(html.slice(from + MARK.length, to).replace(/\)$/, ''));
    if (!Array.isArray(args)) return [];
    const routes: RoutePreload[] = [];
    for (const entry of args as unknown[]) {
      if (!Array.isArray(entry) || !strings(entry[0]) || !strings(entry[1])) return [];
      routes.push({ paths: entry[0], files: entry[1] });
    }
    return routes;
  } catch {
    return [];
  }
}
