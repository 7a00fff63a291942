// The head script that starts a game list screen's chunks on a game list path (written into
// index.html by runtime/build/route-preload.ts), and its reading back: the site server names the
// same files in its `Link` header (cli/src/commands/start/page-links.ts). One module owns the
// format both sides depend on.

const SCRIPT_HEAD = `(function(p,u){if(p.indexOf(location.pathname.replace(/\\/+$/,''))<0)return;`;
const SCRIPT_ARGS = '}).apply(null,';

export interface RoutePreload {
  /** The game list paths, without a trailing slash. */
  paths: string[];
  /** What they start: the list's JS chunks and its CSS. */
  files: string[];
}

/** The inline script: on a game list path, a modulepreload (or style preload) per file. */
export function routePreloadScript(paths: readonly string[], files: readonly string[]): string {
  const args = JSON.stringify([paths, files]).replaceAll('<', '\\u003c');
  return (
    SCRIPT_HEAD +
    `u.forEach(function(h){var l=document.createElement('link'),c=/\\.css$/.test(h);` +
    `l.rel=c?'preload':'modulepreload';if(c)l.as='style';l.crossOrigin='';l.href=h;` +
    `document.head.appendChild(l)})${SCRIPT_ARGS}${args})`
  );
}

/**
 * What a built page's route-preload script starts, read back from its HTML: the site server names
 * the same files in its `Link` header (cli/src/commands/start/page-links.ts).
 */
export function routePreloadOf(html: string): RoutePreload | undefined {
  const start = html.indexOf(SCRIPT_HEAD);
  if (start < 0) return undefined;
  const from = html.indexOf(SCRIPT_ARGS, start);
  const to = html.indexOf('</script>', from);
  if (from < 0 || to < 0) return undefined;
  try {
    const args: unknown = JSON.parse(html.slice(from + SCRIPT_ARGS.length, to).replace(/\)$/, ''));
    const strings = (v: unknown): v is string[] =>
      Array.isArray(v) && v.every((x) => typeof x === 'string');
    if (!Array.isArray(args) || !strings(args[0]) || !strings(args[1])) return undefined;
    return { paths: args[0], files: args[1] };
  } catch {
    return undefined;
  }
}
