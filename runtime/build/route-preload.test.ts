import vm from 'node:vm';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { routePreloadOf, routePreloadScript } from '../../schemas/route-preload.ts';
import { listChunkFiles } from './route-preload.ts';

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

describe('the game list chunk started from the head', () => {
  it('names the list chunk, its chunks the entry does not load, and its CSS', () => {
    expect(listChunkFiles(bundle)).toEqual([
      '/app/game-list-page.js',
      '/app/virtual.js',
      '/app/games.css',
    ]);
    expect(listChunkFiles({} as Rolldown.OutputBundle)).toEqual([]);
  });

  it('preloads them on a game list path only', () => {
    const script = routePreloadScript(['/rng', '/live'], listChunkFiles(bundle));
    expect(linksOn('/rng/', script)).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/app/game-list-page.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/app/virtual.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/app/games.css' },
    ]);
    expect(linksOn('/', script)).toEqual([]);
    expect(linksOn('/promotions', script)).toEqual([]);
  });
});

describe('the route-preload script read back from a page', () => {
  it('gives the paths and files it was written with', () => {
    const files = listChunkFiles(bundle);
    const html = `<head><script>${routePreloadScript(['/rng', '/live'], files)}</script></head>`;
    expect(routePreloadOf(html)).toEqual({ paths: ['/rng', '/live'], files });
  });
  it('is undefined for a page without it or with a broken one', () => {
    expect(routePreloadOf('<head><script>var a=1</script></head>')).toBeUndefined();
    const broken = routePreloadScript(['/rng'], ['/app/a.js']).replace('[["/rng"]', '[[1]');
    expect(routePreloadOf(`<script>${broken}</script>`)).toBeUndefined();
  });
});
