// A vendor listed under a category it has no games in: its tables would show in the wrong menu
// (55 live tables under Slots). The catalogue the platform (and the mock server) seeds from is
// VENDORS_BY_CATEGORY.
import { GAME_CATEGORIES, VENDORS_BY_CATEGORY, type GameCategory } from '#schemas/constants.ts';
import type { Finding } from './finding.ts';

/** The categories the catalogue lists `vendor` under. */
function categoriesOfVendor(vendor: string): GameCategory[] {
  return GAME_CATEGORIES.filter((c) =>
    (VENDORS_BY_CATEGORY[c] as readonly string[]).includes(vendor),
  );
}

export function misplacedVendorFindings(
  categories: Readonly<Partial<Record<GameCategory, readonly string[]>>>,
): Finding[] {
  const out: Finding[] = [];
  for (const category of GAME_CATEGORIES) {
    (categories[category] ?? []).forEach((vendor, i) => {
      if ((VENDORS_BY_CATEGORY[category] as readonly string[]).includes(vendor)) return;
      const home = categoriesOfVendor(vendor);
      out.push({
        pointer: `/games/categories/${category}/${i}`,
        message: `${vendor} has no ${category} games: its games would be listed in the wrong menu`,
        hint:
          home.length > 0
            ? `move "${vendor}" to ${home.map((c) => `/games/categories/${c}`).join(' or ')}`
            : `remove "${vendor}" from ${category}`,
      });
    });
  }
  return out;
}
