import vm from 'node:vm';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { routePreloadOf, routePreloadScript } from '#schemas/route-preload.ts';
import { paths } from '../src/config/routes.ts';
import { HOME_MODULE, LIST_MODULE, routeChunkFiles, routePreloadPlugin } from './route-preload.ts';

const chunk = (fileName: string, over: Record<string, unknown> = {}) => ({
  type: 'chunk',
  fileName,
  imports: [],
  isEntry: false,
  facadeModuleId: null,
  ...over,
});

const bundle = {
  'app/index.js': chunk('app/index.js', { isEntry: true, imports: ['app/boot.js'] }),
  'app/boot.js': chunk('app/boot.js'),
  'app/game-list-page.js': chunk('app/game-list-page.js', {
    facadeModuleId: '/repo/runtime/src/features/games/components/game-list-page.tsx',
    imports: ['app/boot.js', 'app/virtual.js'],
    viteMetadata: { importedCss: new Set(['app/games.css']) },
  }),
  'app/virtual.js': chunk('app/virtual.js'),
  'app/home-page.js': chunk('app/home-page.js', {
    facadeModuleId: '/repo/runtime/src/features/home/components/home-page.tsx',
    imports: ['app/boot.js'],
  }),
  'app/games.css': { type: 'asset', fileName: 'app/games.css' },
} as unknown as Rolldown.OutputBundle;

/** The links the script adds on `pathname`. */
function linksOn(pathname: string, script: string) {
  const links: Record<string, string>[] = [];
  vm.runInNewContext(script, {
    location: { pathname },
    document: {
      createElement: () => ({}),
      head: { appendChild: (l: Record<string, string>) => links.push(l) },
    },
  });
  return links;
}

const listFiles = routeChunkFiles(bundle, LIST_MODULE);
const routes = [
  { paths: ['/', '/login'], files: routeChunkFiles(bundle, HOME_MODULE) },
  { paths: ['/rng', '/live'], files: listFiles },
];

describe('a route’s chunks started from the head', () => {
  it('names the route chunk, its chunks the entry does not load, and its CSS', () => {
    expect(listFiles).toEqual(['/app/game-list-page.js', '/app/virtual.js', '/app/games.css']);
    expect(routeChunkFiles(bundle, HOME_MODULE)).toEqual(['/app/home-page.js']);
    expect(routeChunkFiles({} as Rolldown.OutputBundle, LIST_MODULE)).toEqual([]);
  });

  it('preloads them on the route’s own paths only', () => {
    const script = routePreloadScript(routes);
    expect(linksOn('/rng/', script)).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/app/game-list-page.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/app/virtual.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/app/games.css' },
    ]);
    expect(linksOn('/', script)).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/app/home-page.js' },
    ]);
    expect(linksOn('/promotions', script)).toEqual([]);
  });
});

describe('the plugin', () => {
  it('starts a list’s chunk on the lists a visitor opens, not on one that needs a session', () => {
    // Opened at its address, /favorite has no session yet and lands on the login: the list's
    // chunk and CSS would load for nothing (the browser warned of an unused preload).
    const hook = routePreloadPlugin().transformIndexHtml as unknown as {
      handler: (html: string, ctx: { bundle: Rolldown.OutputBundle }) => { children: string }[];
    };
    const [tag] = hook.handler('', { bundle });
    expect(linksOn(paths.rng, tag!.children).map((l) => l.href)).toEqual(listFiles);
    expect(linksOn(paths.hot, tag!.children).map((l) => l.href)).toEqual(listFiles);
    expect(linksOn(paths.favorite, tag!.children)).toEqual([]);
    expect(linksOn(paths.recent, tag!.children)).toEqual([]);
  });
});

describe('the route-preload script read back from a page', () => {
  it('gives the routes it was written with', () => {
    const html = `<head><script>${routePreloadScript(routes)}</script></head>`;
    expect(routePreloadOf(html)).toEqual(routes);
  });
  it('is empty for a page without it or with a broken one', () => {
    expect(routePreloadOf('<head><script>var a=1</script></head>')).toEqual([]);
    const broken = routePreloadScript(routes).replace('[["/rng"', '[[1');
    expect(routePreloadOf(`<script>${broken}</script>`)).toEqual([]);
  });
});
