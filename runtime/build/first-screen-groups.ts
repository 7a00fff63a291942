// Vite plugin + code-splitting groups: what a visitor's first screen runs, in few files. Left to
// automatic splitting the first visit came as some forty small files, each gzipped on its own
// and each re-importing the others by name (about 10 KB more gzip than the same code in one).
//   - boot: the libraries the entry and the home page import (React, the router, i18next,
//     react-query…), and nothing a later screen alone needs;
//   - first-screen: the app modules they import (frame, home page, API client);
//   - startup-popup: the startup popup and the announcements modal it opens (a first visit only).
import type { Plugin } from 'vite';

/** Root modules of each group, by path suffix; a group holds their static import trees. */
const ROOTS = {
  firstScreen: ['/runtime/src/main.tsx', '/runtime/src/features/home/components/home-page.tsx'],
  startupPopup: [
    '/runtime/src/features/content/components/startup-popups.tsx',
    '/runtime/src/features/content/components/announcements-modal.tsx',
  ],
};

const LIBRARY = /[\\/]node_modules[\\/]/;

interface FirstScreenGroups {
  plugin: Plugin;
  /** Libraries of the first screen. */
  boot: (id: string) => boolean;
  /** App modules of the first screen. */
  firstScreen: (id: string) => boolean;
  /** App modules of the startup popup that the first screen does not already hold. */
  startupPopup: (id: string) => boolean;
}

export function firstScreenGroups(): FirstScreenGroups {
  const imports = new Map<string, readonly string[]>();
  const trees = new Map<keyof typeof ROOTS, Set<string>>();

  const tree = (group: keyof typeof ROOTS): Set<string> => {
    const known = trees.get(group);
    if (known) return known;
    const seen = new Set<string>();
    const stack = [...imports.keys()].filter((id) =>
      ROOTS[group].some((root) => id.replaceAll('\\', '/').endsWith(root)),
    );
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    trees.set(group, seen);
    return seen;
  };
  const app = (id: string) => !LIBRARY.test(id) && !id.startsWith('\0');

  return {
    plugin: {
      name: 'lobby:first-screen-groups',
      apply: 'build',
      buildStart() {
        imports.clear();
        trees.clear();
      },
      moduleParsed(info) {
        imports.set(info.id, info.importedIds);
      },
    },
    boot: (id) => LIBRARY.test(id) && tree('firstScreen').has(id),
    firstScreen: (id) => app(id) && tree('firstScreen').has(id),
    startupPopup: (id) => app(id) && tree('startupPopup').has(id) && !tree('firstScreen').has(id),
  };
}
