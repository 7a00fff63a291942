// Component tests against the real server: the page's requests (fetch) go to the tenant's server
// in this process, from one address, as a browser's would.
import { vi } from 'vitest';
import type { ApiResponse, TestServer } from '#mock-server/testing/harness.ts';

interface Route {
  /** The browser's address, as the server sees it. */
  ip?: string;
  /** Runs before each request reaches the server (throw to play a network failure). */
  before?: (pathname: string) => void;
  /** Sees each answer before the page does. */
  after?: (pathname: string, answer: ApiResponse<unknown>) => void;
}

export function fetchFromServer(server: TestServer, tenant: string, route: Route = {}): void {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const { pathname, search } = new URL(url, 'http://site.test');
    route.before?.(pathname);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    // The session token goes along, as the browser sends it.
    const authorization = new Headers(init.headers).get('authorization');
    const r = await server.call(tenant, (init.method ?? 'GET') as 'GET', pathname + search, {
      ...(body === undefined ? {} : { body }),
      ...(authorization ? { headers: { authorization } } : {}),
      ...(route.ip ? { ip: route.ip } : {}),
    });
    route.after?.(pathname, r);
    return new Response(r.text, {
      status: r.status,
      headers: { 'content-type': 'application/json', date: String(r.headers.date) },
    });
  });
}
