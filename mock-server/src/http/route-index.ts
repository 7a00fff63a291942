// A direct lookup for the API's fixed paths, ahead of Express's router, which otherwise tries
// every route's pattern in turn (a hundred of them) for every request. Only a request the router
// would give to the same handler is answered here: same method, the path compared as the router
// compares it (case-insensitively, one trailing slash allowed), and never a path that a
// parameterised route registered earlier also matches. Anything else goes on to the router,
// where every route stays registered, so a miss here changes nothing.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

type Handle = (req: Request, res: Response) => unknown;

/** `/a/{id}/b` as segments, a parameter as null. */
function segments(path: string): (string | null)[] {
  return path
    .toLowerCase()
    .split('/')
    .map((s) => (/^\{\w+\}$/.test(s) ? null : s));
}

export class RouteIndex {
  private readonly fixed = new Map<string, Handle>();
  /** Parameterised routes in registration order: [method, segments]. */
  private readonly patterns: [string, (string | null)[]][] = [];

  /** Records a route in the order it is registered on the router. */
  add(method: string, path: string, handle: Handle, direct: boolean): void {
    const m = method.toUpperCase();
    if (path.includes('{')) {
      this.patterns.push([m, segments(path)]);
      return;
    }
    const key = `${m} ${path.toLowerCase()}`;
    // The router answers with the first route that matches: an earlier one keeps the path.
    const shadowed =
      this.fixed.has(key) || this.patterns.some(([pm, p]) => pm === m && matches(p, path));
    if (!direct || shadowed) {
      // Mark the path as the router's, so that a later route of the same path is not taken here.
      if (!this.fixed.has(key)) this.fixed.set(key, passOn);
      return;
    }
    this.fixed.set(key, handle);
  }

  middleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      let p = req.path;
      if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
      const handle = this.fixed.get(`${req.method} ${p.toLowerCase()}`);
      if (!handle || handle === passOn) {
        next();
        return;
      }
      // As the router does for a route without parameters.
      req.params = {};
      // As Express 5 does with what a route handler returns: a rejection goes to the error handler.
      let result: unknown;
      try {
        result = handle(req, res);
      } catch (e) {
        next(e);
        return;
      }
      if (result instanceof Promise)
        result.then(undefined, (e: unknown) => next(e ?? new Error('Rejected promise')));
    };
  }
}

const passOn: Handle = () => undefined;

function matches(pattern: (string | null)[], path: string): boolean {
  const parts = path.toLowerCase().split('/');
  return parts.length === pattern.length && pattern.every((s, i) => s === null || s === parts[i]);
}
