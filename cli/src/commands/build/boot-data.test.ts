import crypto from 'node:crypto';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadValidManifests } from '#manifests/index.ts';
import { inlineScriptHashes } from '#mock-server/src/index.ts';
import { repoRoot } from '../../context.ts';
import { bootDataScript } from './boot-data.ts';
import { renderTenantHtml } from './tenant-html.ts';

const manifest = loadValidManifests(path.join(repoRoot, 'tenants')).find(
  (m) => m.code === 'goldcrown',
)!;

interface Started {
  url: string;
  headers: Record<string, string>;
}

interface Link {
  rel: string;
  as: string;
  href: string;
  attributes: Record<string, string>;
}

/**
 * Runs the head script as a browser would, recording the fetches it starts and the links it
 * adds to <head>; `answers` are the bodies the server gives by URL ('{}' otherwise).
 */
function run(opts: {
  lang: string;
  pathname: string;
  search?: string;
  token?: string;
  answers?: Record<string, unknown>;
  m?: Manifest;
}) {
  const started: Started[] = [];
  const links: Link[] = [];
  const htmlStyle: Record<string, string> = {};
  const window: Record<string, unknown> = {};
  const sandbox = {
    window,
    document: {
      documentElement: {
        lang: opts.lang,
        style: { setProperty: (k: string, v: string) => (htmlStyle[k] = v) },
      },
      createElement: () => {
        const link: Link = { rel: '', as: '', href: '', attributes: {} };
        return Object.assign(link, {
          setAttribute: (k: string, v: string) => (link.attributes[k] = v),
        });
      },
      head: { appendChild: (l: Link) => links.push(l) },
    },
    location: { pathname: opts.pathname, search: opts.search ?? '' },
    sessionStorage: { getItem: (k: string) => (k === 'token' ? (opts.token ?? null) : null) },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      started.push({ url, headers: init.headers });
      const body = opts.answers?.[url];
      return Promise.resolve({
        status: 200,
        text: () => Promise.resolve(body === undefined ? '{}' : JSON.stringify(body)),
      });
    },
    Date,
  };
  vm.runInNewContext(bootDataScript(opts.m ?? manifest), sandbox);
  const boot = window.__lobbyBoot as { lang: string; calls: Record<string, Promise<unknown>> };
  /** The links once every answer has been read. */
  const preloaded = async () => {
    await Promise.all(Object.values(boot.calls));
    await new Promise((r) => setTimeout(r, 0));
    return links;
  };
  return { started, boot, preloaded, htmlStyle };
}

type Manifest = typeof manifest;
const RNG_FIRST_PAGE = '/lgw/games/list?gameType=RNG&filter=ALL&pageNo=1&pageSize=20';
const page = (...icons: string[]) => ({
  success: true,
  value: { list: icons.map((iconUrl, i) => ({ gameId: i, iconUrl })) },
});

describe('the boot data head script', () => {
  it('starts status and the home data with the API client’s headers', () => {
    const { started, boot } = run({ lang: 'ar', pathname: '/' });
    const urls = started.map((s) => s.url);
    // The Arabic file (the theme script's) carries the English fallback: no second locale file.
    expect(urls.filter((u) => u.startsWith('/locales/'))).toEqual([]);
    expect(urls).toContain('/wps/system/status');
    expect(urls).toContain('/wps/banners?groupName=w_home');
    expect(urls.some((u) => u.startsWith('/lgw/games/list?gameType='))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    const status = started.find((s) => s.url === '/wps/system/status')!;
    expect(status.headers).toMatchObject({
      Accept: 'application/json',
      Merchant: manifest.merchantCode,
      Language: 'ar',
      Device: 'web',
      'X-Gateway-Version': '3',
    });
    expect(boot.lang).toBe('ar');
    expect(Object.keys(boot.calls).sort()).toEqual([...urls].sort());
  });

  it('starts only status on a page without data of its own, and no fallback in English', () => {
    const { started } = run({ lang: 'en', pathname: '/promotions' });
    expect(started.map((s) => s.url)).toEqual(['/wps/system/status']);
  });

  it('starts a game list screen’s first page and menus, unless the URL filters the list', () => {
    expect(run({ lang: 'en', pathname: '/rng' }).started.map((s) => s.url)).toEqual([
      '/wps/system/status',
      RNG_FIRST_PAGE,
      '/lgw/games/game_menus',
    ]);
    expect(run({ lang: 'en', pathname: '/live' }).started.map((s) => s.url)).toContain(
      '/lgw/live/models',
    );
    expect(
      run({ lang: 'en', pathname: '/rng', search: '?filter=NEW' }).started.map((s) => s.url),
    ).toEqual(['/wps/system/status']);
  });

  it('preloads the first tiles’ images of a list as the runtime will ask for them', async () => {
    const icons = ['/lgw/games/icon/A.png', 'lgw/games/icon/B.png', 'https://x.test/C.svg'];
    const { preloaded } = run({
      lang: 'en',
      pathname: '/rng',
      answers: { [RNG_FIRST_PAGE]: page(...icons, '/4.svg', '/5.svg') },
    });
    const links = await preloaded();
    expect(links.map((l) => l.href)).toEqual([...icons, '/4.svg']);
    expect(links.every((l) => l.rel === 'preload' && l.as === 'image')).toBe(true);
    expect(links[0]!.attributes.fetchpriority).toBe('high');

    // One image host: it goes before the path. Several: the runtime picks one at random.
    const one = { ...manifest, cdn: { ...manifest.cdn, images: ['img.test/'] } };
    const withHost = run({
      lang: 'en',
      pathname: '/rng',
      m: one,
      answers: { [RNG_FIRST_PAGE]: page('/A.svg', 'B.svg') },
    });
    expect((await withHost.preloaded()).map((l) => l.href)).toEqual([
      'https://img.test/A.svg',
      'https://img.test/B.svg',
    ]);
    const many = { ...manifest, cdn: { ...manifest.cdn, images: ['a.test', 'b.test'] } };
    const random = run({
      lang: 'en',
      pathname: '/rng',
      m: many,
      answers: { [RNG_FIRST_PAGE]: page('/A.svg') },
    });
    expect(await random.preloaded()).toEqual([]);
  });

  it('preloads no tile on /live, whose hosts panel fills the first screen above the list', async () => {
    const live = '/lgw/games/list?gameType=LIVE&filter=ALL&pageNo=1&pageSize=20';
    const { started, preloaded } = run({
      lang: 'en',
      pathname: '/live',
      answers: { [live]: page('/lgw/games/icon/EVO_0001.png') },
    });
    expect(started.map((s) => s.url)).toContain(live);
    expect(await preloaded()).toEqual([]);
  });

  it('preloads the first home banner; a failed or odd answer preloads nothing', async () => {
    const banners = '/wps/banners?groupName=w_home';
    const home = run({
      lang: 'en',
      pathname: '/',
      answers: {
        [banners]: { success: true, value: { list: [{ url: 'assets/b1.svg' }, { url: '/b2' }] } },
      },
    });
    expect((await home.preloaded()).map((l) => l.href)).toEqual(['/assets/b1.svg']);
    // The prerendered banner placeholder paints it (home.css).
    expect(home.htmlStyle['--lobby-boot-banner']).toBe('url("/assets/b1.svg")');
    const odd = run({
      lang: 'en',
      pathname: '/',
      answers: { [banners]: { success: false, value: { list: [{ url: 3 }] } } },
    });
    expect(await odd.preloaded()).toEqual([]);
    expect(odd.htmlStyle).toEqual({});
  });

  it('sends the calls to an API on another origin, keyed by path as the runtime asks', async () => {
    const api = 'https://api.example.com';
    const m = { ...manifest, api: { ...manifest.api, baseUrl: `${api}/` } };
    const { started, boot, preloaded } = run({
      lang: 'en',
      pathname: '/rng',
      m,
      answers: { [api + RNG_FIRST_PAGE]: page('/lgw/games/icon/A.png') },
    });
    expect(started.map((s) => s.url)).toEqual([
      `${api}/wps/system/status`,
      api + RNG_FIRST_PAGE,
      `${api}/lgw/games/game_menus`,
    ]);
    expect(Object.keys(boot.calls)).toContain(RNG_FIRST_PAGE);
    // The icon is the API's: preloaded from there, as the runtime draws it.
    expect((await preloaded()).map((l) => l.href)).toEqual([`${api}/lgw/games/icon/A.png`]);
  });

  it('starts nothing for a tenant whose API speaks the platform wire format', () => {
    const m = { ...manifest, api: { baseUrl: '/', wire: 'platform' as const } };
    expect(run({ lang: 'en', pathname: '/', m }).started).toEqual([]);
  });

  it('starts no API call for a visitor with a session (their calls are signed)', () => {
    expect(run({ lang: 'en', pathname: '/', token: 'abc' }).started).toEqual([]);
  });

  it('treats a token in the address as no session (it signs nobody in)', () => {
    expect(run({ lang: 'en', pathname: '/', search: '?token=abc' }).started).not.toEqual([]);
  });

  it('is in the page, allowed by the CSP by its hash', () => {
    const html = renderTenantHtml(
      '<!doctype html><html lang="en"><head><!--lobby:head--></head><body></body></html>',
      manifest,
    );
    const script = bootDataScript(manifest);
    expect(html).toContain(`<script>${script}</script>`);
    const hash = `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toContain(hash);
  });
});
