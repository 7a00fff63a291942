// The service worker of a tenant (sw.js), written by the build as plain JS around the tenant's
// values. It precaches the shell under a cache named by the build's hash, drops the tenant's
// other caches when a new build activates, answers a navigation that fails for want of a network
// with the branded offline page, and leaves to the network (never to a cache) everything else:
// the API's paths, other origins, any call with an Authorization header, any write.
import { API_PREFIXES } from '#mock-server/src/index.ts';

export const SERVICE_WORKER_FILE = 'sw.js';
export const OFFLINE_PAGE_FILE = 'offline.html';
export const OFFLINE_SCRIPT_FILE = 'offline.js';
export const CACHE_PREFIX = 'lobby-shell-';

export interface WorkerConfig {
  /** The build's hash over the precached files: a new one replaces the cache. */
  version: string;
  /** URL paths cached at install and answered from the cache. */
  precache: string[];
}

export const cacheName = (version: string) => `${CACHE_PREFIX}${version}`;

// Plain ES2017 in a template: it runs in the browser as written, with no build step of its own.
// The precache revalidates what the page has just loaded (no-cache): a file already in the HTTP
// cache comes back as a 304 instead of a second download of the whole shell on a first visit,
// and a stale one is still replaced.
const WORKER_BODY = `
var CACHE = C.prefix + C.version;
function route(request) {
  if (request.method !== 'GET') return 'network';
  if (request.headers.has('authorization')) return 'network';
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return 'network';
  var api = C.api.some(function (p) { return url.pathname === p || url.pathname.indexOf(p + '/') === 0; });
  if (api) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (!url.search && C.precache.indexOf(url.pathname) >= 0) return 'shell';
  return 'network';
}
self.addEventListener('install', function (event) {
  event.waitUntil(
    caches.open(CACHE).then(function (cache) {
      return cache.addAll(C.precache.map(function (p) { return new Request(p, { cache: 'no-cache' }); }));
    }).then(function () { return self.skipWaiting(); })
  );
});
self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches.keys().then(function (keys) {
      return Promise.all(keys.filter(function (k) {
        return k.indexOf(C.prefix) === 0 && k !== CACHE;
      }).map(function (k) { return caches.delete(k); }));
    }).then(function () { return self.clients.claim(); })
  );
});
self.addEventListener('fetch', function (event) {
  var request = event.request;
  var how = route(request);
  if (how === 'network') return;
  if (how === 'page') {
    event.respondWith(fetch(request).catch(function () {
      return caches.open(CACHE).then(function (cache) { return cache.match(C.offline); })
        .then(function (page) { return page || Response.error(); });
    }));
    return;
  }
  event.respondWith(caches.open(CACHE).then(function (cache) {
    return cache.match(request).then(function (hit) { return hit || fetch(request); });
  }));
});
`;

export function serviceWorkerSource(cfg: WorkerConfig): string {
  const values = {
    version: cfg.version,
    precache: cfg.precache,
    prefix: CACHE_PREFIX,
    offline: `/${OFFLINE_PAGE_FILE}`,
    api: API_PREFIXES,
  };
  return `'use strict';\nvar C = ${JSON.stringify(values)};${WORKER_BODY}`;
}

/**
 * The page's registration, inline in the head: it keeps the browser's install offer for the app
 * (the side menu shows "Install app" once there is one) and registers the worker only when the
 * page has loaded and the main thread is idle, so boot never waits on it.
 */
export const REGISTER_SCRIPT =
  `window.addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__lobbyInstall=e;window.dispatchEvent(new Event('lobby:installable'))});` +
  `if('serviceWorker'in navigator)window.addEventListener('load',function(){var r=function(){navigator.serviceWorker.register('/${SERVICE_WORKER_FILE}').catch(function(){})};'requestIdleCallback'in window?requestIdleCallback(r,{timeout:5000}):setTimeout(r,2000)})`;
