// Vite plugin + code-splitting group: the app modules a visitor's first screen runs (the entry's
// static imports and the home page's) in one chunk. Left to automatic splitting they came as
// some thirty small files, each gzipped on its own and each re-importing the others by name,
// about 10 KB more gzip on every first visit.
import type { Plugin } from 'vite';

/** Modules whose static import trees make up the first screen (matched by path suffix). */
const ROOTS = ['/runtime/src/main.tsx', '/runtime/src/features/home/components/home-page.tsx'];

export function firstScreenChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  let members: Set<string> | null = null;

  const reachable = (): Set<string> => {
    if (members) return members;
    const seen = new Set<string>();
    const stack = [...imports.keys()].filter((id) =>
      ROOTS.some((root) => id.replaceAll('\\', '/').endsWith(root)),
    );
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    members = seen;
    return seen;
  };

  return {
    plugin: {
      name: 'lobby:first-screen-chunk',
      apply: 'build',
      buildStart() {
        imports.clear();
        members = null;
      },
      moduleParsed(info) {
        imports.set(info.id, info.importedIds);
      },
    },
    test: (id) => !/[\\/]node_modules[\\/]/.test(id) && !id.startsWith('\0') && reachable().has(id),
  };
}
