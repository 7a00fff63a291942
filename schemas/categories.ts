// How a manifest's game categories become what a player sees (spec §2 and §4): the regrouped
// categories of the menus, the prize mode, and the home page's sections. One module, so the
// runtime's pages and the head script's boot calls (boot-calls.ts) cannot disagree.
import {
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  GAME_CATEGORIES,
  type DisplayCategory,
} from './constants.ts';
import type { TenantManifest } from './index.ts';

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
export type PrizeMode = Extract<DisplayCategory, 'ELOTT' | 'LOTT'>;

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
