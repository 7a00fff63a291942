// Game categories of a tenant after the regrouping of spec §4 (schemas/boot-calls.ts), with the
// route each one opens.
import { displayCategoryVendors } from '../../../schemas/boot-calls.ts';
import type { DisplayCategory } from '../../../schemas/constants.ts';
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

export function displayCategories(manifest: Pick<PublicManifest, 'games'>): CategoryEntry[] {
  return displayCategoryVendors(manifest).map((c) => ({ ...c, path: PATH[c.category] }));
}
