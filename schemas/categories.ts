// How a manifest's game categories become what a player sees (spec §2 and §4): each category's
// screen, list and icon, the regrouped categories of the menus, the prize mode, and the home
// page's sections. One module, so the runtime's routes, menus and pages and the head script's
// boot calls (boot-calls.ts) cannot disagree.
import {
  COCKFIGHT_VENDORS,
  DISPLAY_CATEGORIES,
  ESPORTS_VENDORS,
  GAME_CATEGORIES,
  type DisplayCategory,
} from './constants.ts';
import type { TenantManifest } from './index.ts';

/** What the runtime does with one category (after the regrouping of spec §4). */
interface CategoryRow {
  /** The screen its side-menu entry and its home section's More link open. */
  path: `/${string}`;
  /** `games`: a grid of its games with filters; `vendors`: a centre of its vendors' cards. */
  list: 'games' | 'vendors';
  /** The side menu's icon (a name of runtime/src/components/ui/icon.tsx). */
  icon: string;
  /**
   * A vendor card of this category (on home, hot, search) opens this category's list filtered to
   * that vendor instead of launching (spec §2 launch rule 6).
   */
  vendorCardOpensList: boolean;
}

/** One row per display category: the only place a category meets its path. */
export const CATEGORIES = {
  LIVE: { path: '/live', list: 'games', icon: 'cards', vendorCardOpensList: false },
  RNG: { path: '/rng', list: 'games', icon: 'slot', vendorCardOpensList: true },
  INHOUSE: { path: '/inhouse', list: 'games', icon: 'star', vendorCardOpensList: true },
  FISH: { path: '/fish', list: 'games', icon: 'fish', vendorCardOpensList: false },
  PVP: { path: '/pvp', list: 'games', icon: 'gamepad', vendorCardOpensList: false },
  SPORTS: { path: '/sports', list: 'vendors', icon: 'ball', vendorCardOpensList: false },
  ESPORTS: { path: '/esports', list: 'vendors', icon: 'gamepad', vendorCardOpensList: false },
  COCKFIGHT: { path: '/cockfight', list: 'vendors', icon: 'cockfight', vendorCardOpensList: false },
  LOTT: { path: '/lott', list: 'vendors', icon: 'ticket', vendorCardOpensList: false },
  ELOTT: { path: '/elott', list: 'vendors', icon: 'ticket', vendorCardOpensList: false },
  BGS: { path: '/bgs', list: 'games', icon: 'cards', vendorCardOpensList: false },
} as const satisfies Record<DisplayCategory, CategoryRow>;

/** /hot: the HOT list of every category, the same for a visitor and a member. */
export const HOT_LIST_PATH = '/hot';

/** The categories whose screen is a grid of games (the head starts their first page). */
export const GAME_LIST_CATEGORIES = DISPLAY_CATEGORIES.filter(
  (c) => CATEGORIES[c].list === 'games',
);

type Categories = Pick<TenantManifest, 'games'>;
type CategoriesAndHome = Pick<TenantManifest, 'games' | 'home'>;

export interface CategoryVendors {
  category: DisplayCategory;
  vendors: string[];
}

const categoryMap = (manifest: Categories) =>
  manifest.games.categories as Partial<Record<string, readonly string[]>>;

/**
 * A tenant's game categories after the regrouping of spec §4, in catalogue order: e-sports and
 * cockfight vendors leave SPORTS for ESPORTS and COCKFIGHT (after SPORTS); in-house vendors leave
 * RNG for INHOUSE (after RNG). A category is listed only when it has at least one vendor.
 */
export function displayCategoryVendors(manifest: Categories): CategoryVendors[] {
  const cats = categoryMap(manifest);
  const out: CategoryVendors[] = [];
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

/** Prize mode (spec §4): ELOTT if the ELOTT category holds a TCG_LOTTO_VN or LOTT card, else LOTT. */
type PrizeMode = Extract<DisplayCategory, 'ELOTT' | 'LOTT'>;

export function prizeModeOf(manifest: Categories): PrizeMode {
  const elott = categoryMap(manifest).ELOTT ?? [];
  return elott.includes('TCG_LOTTO_VN') || elott.includes('LOTT') ? 'ELOTT' : 'LOTT';
}

/**
 * The home page's game sections (spec §2): the manifest's home.sections order, only categories
 * that have vendors; the ELOTT slot, shown only when ELOTT itself has vendors, holds the prize
 * mode's category.
 */
export function homeSectionVendors(manifest: CategoriesAndHome): CategoryVendors[] {
  const byCategory = new Map<string, CategoryVendors>(
    displayCategoryVendors(manifest).map((c) => [c.category, c]),
  );
  const prizeMode = prizeModeOf(manifest);
  const out: CategoryVendors[] = [];
  for (const name of manifest.home.sections as readonly string[]) {
    const entry =
      name === 'ELOTT' && byCategory.has('ELOTT')
        ? (byCategory.get(prizeMode) ?? byCategory.get('ELOTT'))
        : byCategory.get(name);
    if (entry && !out.includes(entry)) out.push(entry);
  }
  return out;
}
