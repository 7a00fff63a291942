// The calls a tenant page's inline head script starts while the JS downloads, so a phone's first
// tiles do not wait for the JS to run first (the script is cli/src/commands/build/boot-data.ts, the runtime takes the answers in
// runtime/src/lib/api/boot.ts). The URLs are exactly those the runtime's queries build: status
// on every page; on the home page notices, banners, hot games, winners and the game lists of the
// first home sections (HOME_SECTIONS_AT_BOOT; the others ask as they come near); on a game list
// screen its first page. The home sections and the list screens come from categories.ts, the
// rules the runtime's pages use too.
import { contentOps } from './api/content.ts';
import { gamesOps } from './api/games.ts';
import { systemOps } from './api/system.ts';
import {
  CATEGORIES,
  displayCategoryVendors,
  HOT_LIST_PATH,
  homeSectionVendors,
} from './categories.ts';
import { HOME_SECTIONS_AT_BOOT, PAGE_SIZE } from './constants.ts';
import type { TenantManifest } from './index.ts';

type Games = Pick<TenantManifest, 'games' | 'home'>;

function url(path: string, query: Record<string, string | number> = {}): string {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return qs ? `${path}?${qs}` : path;
}

export interface BootPlan {
  /** Every page: the root screen waits for it. */
  always: string[];
  /** The home page's data. */
  home: string[];
  /**
   * A game list screen's first page by pathname, asked when the URL has no filters: its first
   * tiles are the page's largest paint. A category's list also gets the game menus (its vendor
   * filter) and /live its hosts panel (which the list waits for): asked after the JS had run,
   * they came after the first tiles' images on a slow link.
   */
  lists: Record<string, string[]>;
  /**
   * The list screens whose first tiles are the page's largest paint, so the head preloads their
   * images: every one but /live, whose hosts panel fills the first screen above the list (the
   * tiles' images, preloaded at high priority, only held up what the screen shows).
   */
  tilesFirst: string[];
  /** The home banners' call: the head preloads the first banner's image from its answer. */
  banners: string;
}

const firstPage = (query: Record<string, string>) =>
  url(gamesOps.gameList.path, { ...query, pageNo: 1, pageSize: PAGE_SIZE.gameList });

function listPlan(manifest: Games): Pick<BootPlan, 'lists' | 'tilesFirst'> {
  const lists: Record<string, string[]> = { [HOT_LIST_PATH]: [firstPage({ filter: 'HOT' })] };
  const tilesFirst = [HOT_LIST_PATH];
  for (const { category } of displayCategoryVendors(manifest)) {
    if (CATEGORIES[category].list !== 'games') continue;
    const { path } = CATEGORIES[category];
    const calls = [firstPage({ gameType: category, filter: 'ALL' }), url(gamesOps.gameMenus.path)];
    // The live list has the hosts panel above it: the panel's call joins, and the first screen
    // is the panel, not the list's tiles.
    const hostsAbove = category === 'LIVE';
    lists[path] = hostsAbove ? [...calls, url(gamesOps.liveModels.path)] : calls;
    if (!hostsAbove) tilesFirst.push(path);
  }
  return { lists, tilesFirst };
}

export function bootCalls(manifest: Games): BootPlan {
  const banners = url(contentOps.banners.path, { groupName: 'w_home' });
  return {
    ...listPlan(manifest),
    banners,
    always: [systemOps.systemStatus.path],
    home: [
      url(contentOps.notices.path, { pageNo: 1, pageSize: PAGE_SIZE.notices }),
      banners,
      url(gamesOps.hotGames.path, { isPlatform: '2', platform: 'flash,html5-desktop' }),
      url(gamesOps.winnerBoard.path, { gameCategory: 'ALL', limitNum: PAGE_SIZE.winners }),
      ...homeSectionVendors(manifest)
        .slice(0, HOME_SECTIONS_AT_BOOT)
        .map(({ category: gameType }) => firstPage({ gameType, filter: 'ALL' })),
    ],
  };
}
