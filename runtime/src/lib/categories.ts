// Game categories of a tenant after the regrouping of spec §4 (schemas/categories.ts), with the
// route each one opens.
import {
  displayCategoryVendors,
  homeSectionVendors,
  type CategoryVendors,
} from '../../../schemas/categories.ts';
import type { DisplayCategory } from '../../../schemas/constants.ts';
import { paths } from '../config/routes.ts';
import type { PublicManifest } from '../config/tenant.ts';

export interface CategoryEntry extends CategoryVendors {
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

const withPath = (c: CategoryVendors): CategoryEntry => ({ ...c, path: PATH[c.category] });

export function displayCategories(manifest: Pick<PublicManifest, 'games'>): CategoryEntry[] {
  return displayCategoryVendors(manifest).map(withPath);
}

/** The home page's game sections (spec §2), each with the list its More link opens. */
export function homeSections(manifest: Pick<PublicManifest, 'games' | 'home'>): CategoryEntry[] {
  return homeSectionVendors(manifest).map(withPath);
}
