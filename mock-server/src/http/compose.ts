// Several middlewares as one router layer. Each layer costs the router a step (matching, param
// processing, closures) on every request; the front of the API runs as one layer instead of three.
// Same contract as the router gives each of them: next() goes on, next(err), a throw or a
// rejected promise goes to the error handlers, and they run in the order given.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export function compose(handlers: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let i = 0;
    const fail = (e: unknown) => next(e ?? new Error('Rejected promise'));
    const step = (err?: unknown): void => {
      if (err) {
        next(err);
        return;
      }
      const h = handlers[i++];
      if (!h) {
        next();
        return;
      }
      let result: unknown;
      try {
        result = h(req, res, step);
      } catch (e) {
        next(e);
        return;
      }
      if (result instanceof Promise) result.then(undefined, fail);
    };
    step();
  };
}
