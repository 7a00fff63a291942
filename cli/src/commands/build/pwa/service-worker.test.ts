// The emitted worker, run as written in a sandbox with a Cache Storage and a network of its own:
// what it caches, what it answers from the cache, and what it always leaves to the network.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { API_PREFIXES } from '#mock-server/src/index.ts';
import { cacheName, CACHE_PREFIX, serviceWorkerSource } from './service-worker.ts';

const ORIGIN = 'http://goldcrown.localhost:8080';
const PRECACHE = ['/index.html', '/app/entry-abc.js', '/assets/logo.svg', '/offline.html'];

type Listener = (event: unknown) => void;

class Cache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly net: Network) {}
  async addAll(requests: Request[]): Promise<void> {
    for (const r of requests) this.entries.set(r.url, await this.net.fetch(r));
  }
  async match(req: Request | string): Promise<Response | undefined> {
    const url = typeof req === 'string' ? new URL(req, ORIGIN).href : req.url;
    return this.entries.get(url)?.clone();
  }
}

/** The network as the worker sees it: answers name their URL, and every request is logged. */
class Network {
  online = true;
  readonly log: string[] = [];
  fetch = async (input: Request | { url: string }): Promise<Response> => {
    this.log.push(input.url);
    if (!this.online) throw new TypeError('Failed to fetch');
    return new Response(`network ${input.url}`);
  };
}

function startWorker(version: string, existing = new Map<string, Cache>()) {
  const net = new Network();
  const listeners = new Map<string, Listener>();
  const stores = existing;
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Cache(net));
      return stores.get(name)!;
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  class SiteRequest extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, ORIGIN), init);
    }
  }
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  };
  vm.runInNewContext(serviceWorkerSource({ version, precache: PRECACHE }), {
    self,
    caches,
    fetch: net.fetch,
    URL,
    Request: SiteRequest,
    Response,
    Promise,
  });
  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  /** A fetch event; undefined when the worker let the browser go to the network itself. */
  const request = async (
    path: string,
    init: { method?: string; mode?: string; headers?: Record<string, string> } = {},
  ): Promise<string | undefined> => {
    const url = new URL(path, ORIGIN).href;
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')!({
      request: {
        url,
        method: init.method ?? 'GET',
        mode: init.mode ?? 'cors',
        headers: new Headers(init.headers),
      },
      respondWith: (p: Promise<Response>) => (answer = p),
    });
    return answer ? (await answer).text() : undefined;
  };
  return { net, stores, lifecycle, request };
}

describe('the service worker', () => {
  it('precaches the shell at install under a cache named by the build', async () => {
    const sw = startWorker('v1');
    await sw.lifecycle('install');
    expect([...sw.stores.keys()]).toEqual([cacheName('v1')]);
    expect([...sw.stores.get(cacheName('v1'))!.entries.keys()]).toEqual(
      PRECACHE.map((p) => new URL(p, ORIGIN).href),
    );
  });

  it("drops the earlier builds' caches on activate, and no one else's", async () => {
    const before = startWorker('v1');
    await before.lifecycle('install');
    const other = new Cache(new Network());
    before.stores.set('someone-else', other);
    const after = startWorker('v2', before.stores);
    await after.lifecycle('install');
    expect([...after.stores.keys()].sort()).toEqual(
      [cacheName('v1'), cacheName('v2'), 'someone-else'].sort(),
    );
    await after.lifecycle('activate');
    expect([...after.stores.keys()].sort()).toEqual([cacheName('v2'), 'someone-else'].sort());
    expect(cacheName('v2').startsWith(CACHE_PREFIX)).toBe(true);
  });

  it('answers the shell from the cache, even offline', async () => {
    const sw = startWorker('v1');
    await sw.lifecycle('install');
    sw.net.online = false;
    sw.net.log.length = 0;
    expect(await sw.request('/app/entry-abc.js')).toBe(`network ${ORIGIN}/app/entry-abc.js`);
    expect(await sw.request('/assets/logo.svg')).toBe(`network ${ORIGIN}/assets/logo.svg`);
    expect(sw.net.log).toEqual([]);
  });

  it('shows the offline page when a navigation finds no network, the page itself when it does', async () => {
    const sw = startWorker('v1');
    await sw.lifecycle('install');
    sw.net.log.length = 0;
    expect(await sw.request('/slots', { mode: 'navigate' })).toBe(`network ${ORIGIN}/slots`);
    sw.net.online = false;
    expect(await sw.request('/slots', { mode: 'navigate' })).toBe(`network ${ORIGIN}/offline.html`);
    expect(sw.net.log).toEqual([`${ORIGIN}/slots`, `${ORIGIN}/slots`]);
  });

  it.each(API_PREFIXES.map((p) => [p]))('never answers %s from a cache', async (prefix) => {
    const sw = startWorker('v1');
    await sw.lifecycle('install');
    expect(await sw.request(`${prefix}/member/balance`)).toBeUndefined();
    expect(await sw.request(prefix, { mode: 'navigate' })).toBeUndefined();
  });

  it('never touches a call with Authorization, a write, another origin or a query', async () => {
    const sw = startWorker('v1');
    await sw.lifecycle('install');
    const cached = [...sw.stores.get(cacheName('v1'))!.entries.keys()];
    expect(
      await sw.request('/app/entry-abc.js', { headers: { Authorization: 'Bearer t' } }),
    ).toBeUndefined();
    expect(await sw.request('/index.html', { method: 'POST' })).toBeUndefined();
    expect(await sw.request('https://api.example.com/wps/wallet/balance')).toBeUndefined();
    expect(await sw.request('https://api.example.com/app/entry-abc.js')).toBeUndefined();
    expect(await sw.request('/index.html?fresh=1')).toBeUndefined();
    expect(await sw.request('/locales/en.json')).toBeUndefined();
    // Nothing was added to the cache by any of them.
    expect([...sw.stores.get(cacheName('v1'))!.entries.keys()]).toEqual(cached);
  });
});
