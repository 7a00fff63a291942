// Vite plugin: index.html starts the game list screen's chunk (and its CSS) from the head when the
// page is a game list, instead of after the entry has run and awaited the language file (about
// 0.5-1 s later on a slow phone; the list's first tiles are that page's largest paint, issue 10).
// The other pages do not load it: a first visit to the home page stays within its JS budget.
import type { Plugin, Rolldown } from 'vite';
import { routePreloadScript } from '../../schemas/route-preload.ts';
import { GAME_GRID_PATHS } from '../src/config/routes.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const LIST_MODULE = '/runtime/src/features/games/components/game-list-page.tsx';

interface ChunkMeta {
  viteMetadata?: { importedCss?: Set<string> };
}

/** The list chunk's file, the chunks it imports that the entry does not, and its CSS. */
export function listChunkFiles(bundle: OutputBundle, base = '/'): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const list = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(LIST_MODULE));
  if (!list) return [];
  const entryTree = new Set<string>();
  const walk = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const dep of chunk.imports) walk(dep, into);
  };
  for (const c of chunks) if (c.isEntry) walk(c.fileName, entryTree);
  const mine = new Set<string>();
  walk(list.fileName, mine);
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
        const files = ctx.bundle ? listChunkFiles(ctx.bundle) : [];
        if (files.length === 0) return [];
        return [
          {
            tag: 'script',
            children: routePreloadScript(GAME_GRID_PATHS, files),
            // First in the head: nothing before it delays the preloads.
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
