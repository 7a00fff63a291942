// The studio writes files on the operator's machine, so it answers only itself: a request must
// name the studio's own host (a page on another site that resolves its name to 127.0.0.1, DNS
// rebinding, names its own), and anything but a plain read must come from the studio's own
// origin. Browsers send Origin on every cross-origin request and on same-origin writes.
import type { NextFunction, Request, Response } from 'express';

const READS = new Set(['GET', 'HEAD']);

/** host:port names this studio answers to when it listens on `host`:`port`. */
export function ownHosts(host: string, port: number): string[] {
  const names = new Set(['127.0.0.1', 'localhost', '[::1]']);
  if (!['0.0.0.0', '::'].includes(host)) names.add(host.includes(':') ? `[${host}]` : host);
  return [...names].map((n) => `${n}:${port}`);
}

export function refuseForeign(hosts: () => readonly string[]) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const host = (req.headers.host ?? '').toLowerCase();
    const origin = req.headers.origin;
    const foreignHost = !hosts().includes(host);
    const foreignOrigin = origin !== undefined && origin !== `http://${host}`;
    const write = !READS.has(req.method);
    // A page may be framed or linked from a neighbour (the studio frames its previews); a write
    // must come from the page itself.
    const crossSiteWrite =
      write && ['cross-site', 'same-site'].includes(String(req.headers['sec-fetch-site'] ?? ''));
    const unsignedWrite = write && origin === undefined;
    if (foreignHost || foreignOrigin || crossSiteWrite || unsignedWrite) {
      res.status(403).json({
        error: foreignHost
          ? `this studio answers only to ${hosts().join(', ')}`
          : 'refused: the request does not come from the studio page',
      });
      return;
    }
    next();
  };
}
