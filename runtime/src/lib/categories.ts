// Game categories of a tenant after the regrouping of spec §4 (schemas/categories.ts), with the
// route each one opens.
import {
  CATEGORIES,
  displayCategoryVendors,
  homeSectionVendors,
  type CategoryVendors,
} from '#schemas/categories.ts';
import type { PublicManifest } from '../config/tenant.ts';

export interface CategoryEntry extends CategoryVendors {
  path: string;
}

const withPath = (c: CategoryVendors): CategoryEntry => ({
  ...c,
  path: CATEGORIES[c.category].path,
});

export function displayCategories(manifest: Pick<PublicManifest, 'games'>): CategoryEntry[] {
  return displayCategoryVendors(manifest).map(withPath);
}

/** The home page's game sections (spec §2), each with the list its More link opens. */
export function homeSections(manifest: Pick<PublicManifest, 'games' | 'home'>): CategoryEntry[] {
  return homeSectionVendors(manifest).map(withPath);
}
