// The calls a tenant page's inline head script starts while the JS downloads (issue 10; the
// script is cli/src/commands/build/boot-data.ts, the runtime takes the answers in
// runtime/src/lib/api/boot.ts). The URLs are exactly those the runtime's queries build: status
// on every page; on the home page notices, banners, hot games, winners and one game list per
// home section; on a game list screen its first page. The home sections follow the runtime's rules (runtime/src/lib/categories.ts and
// features/home/lib/home-sections.ts, spec §2 and §4); runtime/src/lib/api/boot.test.ts checks
// that both agree for every tenant.
import { contentOps } from './api/content.ts';
import { gamesOps } from './api/games.ts';
import { systemOps } from './api/system.ts';
import {
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  GAME_CATEGORIES,
  PAGE_SIZE,
  type DisplayCategory,
} from './constants.ts';
import type { TenantManifest } from './index.ts';

type Games = Pick<TenantManifest, 'games' | 'home'>;

/**
 * A tenant's game categories after the regrouping of spec §4, in catalogue order: e-sports and
 * cockfight vendors leave SPORTS for ESPORTS and COCKFIGHT (after SPORTS); in-house vendors leave
 * RNG for INHOUSE (after RNG). A category is listed only when it has at least one vendor. The
 * runtime's menus (runtime/src/lib/categories.ts) and the head script both read it.
 */
export function displayCategoryVendors(
  manifest: Pick<TenantManifest, 'games'>,
): { category: DisplayCategory; vendors: string[] }[] {
  const cats = manifest.games.categories as Partial<Record<string, readonly string[]>>;
  const out: { category: DisplayCategory; vendors: string[] }[] = [];
  const push = (category: DisplayCategory, vendors: string[]) => {
    if (vendors.length > 0) out.push({ category, vendors });
  };
  const isIn = (list: readonly string[]) => (v: string) => list.includes(v);
  for (const category of GAME_CATEGORIES) {
    const vendors = [...(cats[category] ?? [])];
    if (category === 'SPORTS') {
      const esports = vendors.filter(isIn(ESPORTS_VENDORS));
      const cockfight = vendors.filter(isIn(COCKFIGHT_VENDORS));
      push(
        'SPORTS',
        vendors.filter((v) => !esports.includes(v) && !cockfight.includes(v)),
      );
      push('ESPORTS', esports);
      push('COCKFIGHT', cockfight);
    } else if (category === 'RNG') {
      const inhouse = vendors.filter((v) => v.startsWith('INHOUSE'));
      push(
        'RNG',
        vendors.filter((v) => !inhouse.includes(v)),
      );
      push('INHOUSE', inhouse);
    } else push(category, vendors);
  }
  return out;
}

const displayCategoryNames = (manifest: Pick<TenantManifest, 'games'>): DisplayCategory[] =>
  displayCategoryVendors(manifest).map((c) => c.category);

/** The game types of the home page's sections, in the manifest's order. */
export function homeSectionTypes(manifest: Games): DisplayCategory[] {
  const available = displayCategoryNames(manifest);
  const elott = (manifest.games.categories as Partial<Record<string, readonly string[]>>).ELOTT;
  const prizeMode: DisplayCategory =
    elott?.includes('TCG_LOTTO_VN') || elott?.includes('LOTT') ? 'ELOTT' : 'LOTT';
  const out: DisplayCategory[] = [];
  for (const name of manifest.home.sections as readonly string[]) {
    const entry: DisplayCategory | undefined =
      name === 'ELOTT' && available.includes('ELOTT')
        ? available.includes(prizeMode)
          ? prizeMode
          : 'ELOTT'
        : available.find((c) => c === name);
    if (entry && !out.includes(entry)) out.push(entry);
  }
  return out;
}

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
  /** The home banners' call: the head preloads the first banner's image from its answer. */
  banners: string;
}

/** The category list screens (runtime/src/features/games/lib/list-config.ts): /rng lists RNG. */
export const CATEGORY_LIST_PATHS: Readonly<Partial<Record<DisplayCategory, string>>> = {
  LIVE: '/live',
  FISH: '/fish',
  RNG: '/rng',
  INHOUSE: '/inhouse',
  PVP: '/pvp',
  BGS: '/bgs',
};
/** /hot: the HOT list of every category, the same for a visitor and a member. */
export const HOT_LIST_PATH = '/hot';

const firstPage = (query: Record<string, string>) =>
  url(gamesOps.gameList.path, { ...query, pageNo: 1, pageSize: PAGE_SIZE.gameList });

function listCalls(manifest: Games): Record<string, string[]> {
  const out: Record<string, string[]> = { [HOT_LIST_PATH]: [firstPage({ filter: 'HOT' })] };
  for (const category of displayCategoryNames(manifest)) {
    const path = CATEGORY_LIST_PATHS[category];
    if (!path) continue;
    const calls = [firstPage({ gameType: category, filter: 'ALL' }), url(gamesOps.gameMenus.path)];
    out[path] = category === 'LIVE' ? [...calls, url(gamesOps.liveModels.path)] : calls;
  }
  return out;
}

export function bootCalls(manifest: Games): BootPlan {
  const banners = url(contentOps.banners.path, { groupName: 'w_home' });
  return {
    lists: listCalls(manifest),
    banners,
    always: [systemOps.systemStatus.path],
    home: [
      url(contentOps.notices.path, { pageNo: 1, pageSize: PAGE_SIZE.notices }),
      banners,
      url(gamesOps.hotGames.path, { isPlatform: '2', platform: 'flash,html5-desktop' }),
      url(gamesOps.winnerBoard.path, { gameCategory: 'ALL', limitNum: PAGE_SIZE.winners }),
      ...homeSectionTypes(manifest).map((gameType) => firstPage({ gameType, filter: 'ALL' })),
    ],
  };
}
