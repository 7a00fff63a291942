// @vitest-environment jsdom
// The head script starts a game list screen's first page, and a category list's game menus and
// /live's hosts (schemas/boot-calls.ts): each is only of use if the runtime asks for exactly that
// URL, so this asks the list page's own queries.
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootCalls } from '#schemas/boot-calls.ts';
import { CATEGORIES, GAME_LIST_CATEGORIES } from '#schemas/categories.ts';
import { loadValidManifests } from '#manifests/index.ts';
import { setTenant } from '../../../config/tenant.ts';
import { isGameGridPath } from '../../../config/routes.ts';
import { getGameList } from '../api/get-game-list.ts';
import { getGameMenus } from '../api/get-game-menus.ts';
import { getLiveModels } from '../api/get-live-models.ts';
import { gameListQuery, listOf, listParams, LISTS } from './list-config.ts';
import { publicManifest } from '#schemas/public-manifest.ts';

// The head starts these calls only for a tenant on Lobby's wire format (boot-data.ts).
const manifests = loadValidManifests(path.resolve(import.meta.dirname, '../../../../../tenants'))
  .filter((m) => m.api.wire === 'lobby')
  .map(publicManifest);

/** The URL the runtime fetches for `call`. */
async function urlOf(call: () => Promise<unknown>): Promise<string> {
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify({ success: true, value: { list: [] } }))),
  );
  vi.stubGlobal('fetch', fetchMock);
  await call();
  return String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0] ?? '');
}

afterEach(() => vi.unstubAllGlobals());

describe('the head’s game list calls and the list screens agree', () => {
  it('every category list screen is one the head knows, and a grid path', () => {
    const categoryPaths = Object.entries(LISTS)
      .filter(([, kind]) => kind.kind === 'category')
      .map(([p]) => p)
      .sort();
    expect(GAME_LIST_CATEGORIES.map((c) => CATEGORIES[c].path).sort()).toEqual(categoryPaths);
    for (const p of categoryPaths) expect(isGameGridPath(p)).toBe(true);
  });

  it.each(manifests.map((m) => [m.code, m] as const))(
    '%s: each list screen’s first page is the URL its list asks for',
    async (_code, manifest) => {
      setTenant(manifest);
      const lists = Object.entries(bootCalls(manifest).lists);
      expect(lists.length).toBeGreaterThan(1);
      for (const [pathname, [first, ...rest]] of lists) {
        const kind = listOf(pathname);
        if (!kind || kind.kind === 'vendors') throw new Error(`${pathname} is not a game list`);
        const query = gameListQuery(kind, listParams(new URLSearchParams(), kind));
        expect(await urlOf(() => getGameList(query, 1))).toBe(first);
        const more = [
          ...(kind.kind === 'category' ? [await urlOf(getGameMenus)] : []),
          ...(pathname === '/live' ? [await urlOf(getLiveModels)] : []),
        ];
        expect(rest).toEqual(more);
      }
    },
  );
});
