// The game sections of the home page: the manifest's home.sections order, only categories that
// have vendors (spec §2); the ELOTT slot shows the category of the prize mode (spec §4).
import type { DisplayCategory } from '../../../../../schemas/constants.ts';
import type { CategoryEntry } from '../../../lib/categories.ts';
import type { PrizeMode } from './prize-mode.ts';

export function homeSections(
  order: readonly string[],
  available: readonly CategoryEntry[],
  prizeMode: PrizeMode,
): CategoryEntry[] {
  const byCategory = new Map(available.map((c) => [c.category as string, c]));
  const out: CategoryEntry[] = [];
  for (const name of order) {
    // ELOTT is shown only when its own category has vendors, in the prize mode's category.
    const entry =
      name === 'ELOTT' && byCategory.has('ELOTT')
        ? (byCategory.get(prizeMode) ?? byCategory.get('ELOTT'))
        : byCategory.get(name);
    if (entry && !out.includes(entry)) out.push(entry);
  }
  return out;
}

export const sectionHasArrows = (items: number, above: number) => items > above;
export type { DisplayCategory };
