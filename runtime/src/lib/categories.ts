// Game categories of a tenant after the regrouping of spec §4: e-sports and cockfight vendors
// leave SPORTS for ESPORTS and COCKFIGHT (inserted after SPORTS); in-house vendors leave RNG for
// INHOUSE (after RNG). A category shows only when it has at least one vendor.
import {
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  GAME_CATEGORIES,
  type DisplayCategory,
} from '../../../schemas/constants.ts';
import { paths } from '../config/routes.ts';
import type { PublicManifest } from '../config/tenant.ts';

export interface CategoryEntry {
  category: DisplayCategory;
  vendors: string[];
  path: string;
}

const PATH: Record<DisplayCategory, string> = {
  LIVE: paths.live,
  RNG: paths.rng,
  INHOUSE: paths.inhouse,
  FISH: paths.fish,
  PVP: paths.pvp,
  SPORTS: paths.sports,
  ESPORTS: paths.esports,
  COCKFIGHT: paths.cockfight,
  LOTT: paths.lott,
  ELOTT: paths.elott,
  BGS: paths.bgs,
};

const isIn = (list: readonly string[]) => (v: string) => list.includes(v);

export function displayCategories(manifest: Pick<PublicManifest, 'games'>): CategoryEntry[] {
  const cats = manifest.games.categories as Partial<Record<string, readonly string[]>>;
  const out: CategoryEntry[] = [];
  const push = (category: DisplayCategory, vendors: string[]) => {
    if (vendors.length > 0) out.push({ category, vendors, path: PATH[category] });
  };
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
    } else {
      push(category, vendors);
    }
  }
  return out;
}
