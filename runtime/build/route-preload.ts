// Vite plugin: index.html starts a route's own chunk (and its CSS) from the head on that route's
// paths, instead of after the entry has run and asked the router for it: a game list's chunk
// (about 0.5-1 s later on a slow phone; the list's first tiles are that page's largest paint),
// and the home page's (the router's lazy import of it was a request chained after the entry's,
// one round trip before the page could hydrate). Other pages load neither: a first visit to the
// home page stays within its JS budget. A list that needs a session is left out: opened at its
// address, a page has no session yet and shows the login instead.
import type { Plugin, Rolldown } from 'vite';
import { routePreloadScript } from '#schemas/route-preload.ts';
import { HOME_PATHS, VISITOR_GAME_GRID_PATHS } from '../src/config/routes.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export const LIST_MODULE = '/runtime/src/features/games/components/game-list-page.tsx';
export const HOME_MODULE = '/runtime/src/features/home/components/home-page.tsx';

interface ChunkMeta {
  viteMetadata?: { importedCss?: Set<string> };
}

/** A lazy route's chunk, the chunks it imports that the entry does not, and their CSS. */
export function routeChunkFiles(bundle: OutputBundle, module: string, base = '/'): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const route = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
  if (!route) return [];
  const entryTree = new Set<string>();
  const walk = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const dep of chunk.imports) walk(dep, into);
  };
  for (const c of chunks) if (c.isEntry) walk(c.fileName, entryTree);
  const mine = new Set<string>();
  walk(route.fileName, mine);
  const js = [...mine].filter((f) => !entryTree.has(f));
  const css = js.flatMap((f) => [...((bundle[f] as ChunkMeta).viteMetadata?.importedCss ?? [])]);
  return [...js, ...css].map((f) => `${base}${f}`);
}

export function routePreloadPlugin(): Plugin {
  return {
    name: 'lobby:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const routes = [
          { paths: [...HOME_PATHS], files: routeChunkFiles(bundle, HOME_MODULE) },
          { paths: [...VISITOR_GAME_GRID_PATHS], files: routeChunkFiles(bundle, LIST_MODULE) },
        ].filter((r) => r.files.length > 0);
        if (routes.length === 0) return [];
        return [
          {
            tag: 'script',
            children: routePreloadScript(routes),
            // First in the head: nothing before it delays the preloads.
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
