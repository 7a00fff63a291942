import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { RouteIndex } from './route-index.ts';

/** Which handler the index gives a request, or 'router' when it leaves it to Express's router. */
function dispatch(index: RouteIndex, method: string, path: string): string {
  let answered = 'router';
  const req = { method, path } as Request;
  const res = { answer: (name: string) => (answered = name) } as unknown as Response;
  index.middleware()(req, res, () => undefined);
  return answered;
}

const answer = (name: string) => (_req: Request, res: Response) =>
  (res as unknown as { answer(n: string): void }).answer(name);

describe('the direct lookup of fixed API paths', () => {
  it('answers a fixed path as the router would: any case, one trailing slash', () => {
    const index = new RouteIndex();
    index.add('get', '/wps/v2/wallets/balance', answer('balance'), true);
    expect(dispatch(index, 'GET', '/wps/v2/wallets/balance')).toBe('balance');
    expect(dispatch(index, 'GET', '/WPS/v2/Wallets/balance/')).toBe('balance');
    expect(dispatch(index, 'GET', '/wps/v2/wallets/balance//')).toBe('router');
    expect(dispatch(index, 'POST', '/wps/v2/wallets/balance')).toBe('router');
    // HEAD is answered by GET routes in the router, which also strips the body.
    expect(dispatch(index, 'HEAD', '/wps/v2/wallets/balance')).toBe('router');
  });

  it('leaves to the router a path that an earlier route with parameters also matches', () => {
    const index = new RouteIndex();
    index.add('get', '/wps/member/{id}', answer('byId'), true);
    index.add('get', '/wps/member/profile', answer('profile'), true);
    index.add('post', '/wps/member/profile', answer('save'), true);
    expect(dispatch(index, 'GET', '/wps/member/profile')).toBe('router');
    expect(dispatch(index, 'POST', '/wps/member/profile')).toBe('save');
  });

  it('keeps the first of two routes of one path, and leaves uploads to the router', () => {
    const index = new RouteIndex();
    index.add('get', '/lgw/a', answer('first'), true);
    index.add('get', '/lgw/a', answer('second'), true);
    index.add('post', '/wps/upload', answer('upload'), false);
    index.add('post', '/wps/upload', answer('later'), true);
    expect(dispatch(index, 'GET', '/lgw/a')).toBe('first');
    expect(dispatch(index, 'POST', '/wps/upload')).toBe('router');
  });

  it('passes a thrown error and a rejection to the error handlers', async () => {
    const index = new RouteIndex();
    index.add(
      'get',
      '/a',
      () => {
        throw new Error('sync');
      },
      true,
    );
    index.add('get', '/b', () => Promise.reject(new Error('async')), true);
    const errors: unknown[] = [];
    const run = (path: string) =>
      index.middleware()({ method: 'GET', path } as Request, {} as Response, (e?: unknown) =>
        errors.push(e),
      );
    run('/a');
    run('/b');
    await new Promise((r) => setImmediate(r));
    expect(errors.map((e) => (e as Error).message)).toEqual(['sync', 'async']);
  });
});
