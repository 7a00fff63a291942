// The inline head script that puts the first screen's data in flight while the JS downloads:
// the status call on every page; on the home page also notices, banners, hot games, winners
// and the first home sections' lists (schemas/boot-calls.ts); the runtime takes the answers in
// runtime/src/lib/api/boot.ts. The page's locale file is started by the theme script
// (tenant-html.ts); it carries the English fallback, so there is no second one. The requests
// carry the headers the API client sends (Merchant, Language, Device, X-Gateway-Version); the
// runtime takes each answer once, by URL. A visitor with a session (token in session storage)
// gets none: their calls carry an Authorization header the head does not send. A token in the
// URL is no session (the runtime drops it unread).
// On a game list screen (no filters in the URL) it starts the list's first page. The page's
// largest paint is an image named in one of these answers (the first home banner, the first
// tiles of a list whose tiles come first: plan.tilesFirst), so the head preloads those images as
// soon as the answer is in, instead of after the JS has run and rendered them (LCP).
// The calls go to the tenant's API (manifest api.baseUrl), keyed by their path as the runtime's
// client asks for them; a tenant whose API speaks another wire format than Lobby's starts none
// (the paths are Lobby's).
import { bootCalls, type BootPlan } from '#schemas/boot-calls.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { apiOriginOf } from '#schemas/wire-formats.ts';

/** Tiles of a list whose images are preloaded: the first rows of a phone's screen. */
const PRELOADED_TILES = 4;

const NO_CALLS: BootPlan = { always: [], home: [], lists: {}, tilesFirst: [], banners: '' };

/**
 * The host the runtime puts before a game icon's path (game-tile-lib.ts imageUrl): the only
 * image host, or with none the API's origin ('' for the site's own); with several image hosts it
 * picks one at random, so the head cannot know the URL (null).
 */
function iconHost(hosts: readonly string[], api: string): string | null {
  if (hosts.length > 1) return null;
  const host = hosts[0];
  if (host === undefined) return api;
  return (/^https?:\/\//.test(host) ? host : `https://${host}`).replace(/\/+$/, '');
}

/** Must run after the theme script, which sets <html lang> to the visitor's language. */
export function bootDataScript(manifest: Omit<TenantManifest, 'security'>): string {
  const plan = manifest.api.wire === 'lobby' ? bootCalls(manifest) : NO_CALLS;
  const api = apiOriginOf(manifest.api.baseUrl) ?? '';
  const cfg = {
    m: manifest.merchantCode,
    o: api,
    a: plan.always,
    h: plan.home,
    p: plan.lists,
    t: plan.tilesFirst,
    b: plan.banners,
    g: iconHost(manifest.cdn.images, api),
    n: PRELOADED_TILES,
  };
  const json = JSON.stringify(cfg)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');
  return (
    `(function(c){var l=document.documentElement.lang,o={},s=null,u,i;` +
    `function get(u,h){o[u]=fetch(c.o+u,{headers:h,credentials:'same-origin'}).then(function(r){return r.text().then(function(b){return{status:r.status,body:b}})}).catch(function(){return null})}` +
    `try{s=sessionStorage.getItem('token')}catch(e){}` +
    `if(!s){` +
    `var h={Accept:'application/json',Merchant:c.m,Language:l,Device:'web','X-Gateway-Version':'3'};` +
    `var p=location.pathname,q=!location.search&&c.p[p]||[];` +
    `u=p==='/'?c.a.concat(c.h):c.a.concat(q);for(i=0;i<u.length;i++)get(u[i],h);` +
    // The first n items' images of an answer, preloaded (f gives an item's URL, or nothing).
    `var pre=function(u,n,f){o[u]&&o[u].then(function(r){var v=null,j,s,k;` +
    `try{v=r&&r.status===200&&JSON.parse(r.body).value}catch(e){}` +
    `for(j=0;v&&v.list&&j<v.list.length&&j<n;j++){s=f(v.list[j]);if(!s)continue;` +
    `k=document.createElement('link');k.rel='preload';k.as='image';k.href=s;` +
    `k.setAttribute('fetchpriority','high');document.head.appendChild(k)}})};` +
    // The banner's src as banner-carousel.tsx writes it; the prerendered banner placeholder
    // shows it (home.css --lobby-boot-banner), so it is on screen before any JS has run.
    `if(p==='/')pre(c.b,1,function(b){var s=b.url;if(typeof s!=='string'||!s)return'';` +
    `s=/^(https?:)?\\//.test(s)?s:'/'+s;` +
    `document.documentElement.style.setProperty('--lobby-boot-banner','url('+JSON.stringify(s)+')');return s});` +
    // A tile's src as game-tile-lib.ts imageUrl writes it.
    `if(q[0]&&c.g!==null&&c.t.indexOf(p)>=0)pre(q[0],c.n,function(g){var s=g.iconUrl;if(typeof s!=='string'||!s)return'';` +
    `return!c.g||/^https?:\\/\\//.test(s)?s:c.g+(s.charAt(0)==='/'?s:'/'+s)})}` +
    `window.__lobbyBoot={lang:l,at:Date.now(),calls:o}})(${json})`
  );
}
