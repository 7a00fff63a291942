// Which list a path shows (spec §2 routes): a category list with filters, an account list with a
// fixed filter, or a centre of vendor cards.
import { CATEGORIES } from '#schemas/categories.ts';
import { DISPLAY_CATEGORIES, type DisplayCategory } from '#schemas/constants.ts';
import { GAME_LIST } from '../../../config/constants.ts';
import { paths } from '../../../config/routes.ts';

export const FILTERS = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'] as const;
export type ListFilter = (typeof FILTERS)[number];
export const SUB_TYPES = ['JP', 'TG', 'AC'] as const;
export type SubType = (typeof SUB_TYPES)[number];

export type ListKind =
  | { kind: 'category'; category: DisplayCategory; titleKey: string }
  | { kind: 'account'; filter: Exclude<ListFilter, 'ALL'>; titleKey: string }
  | { kind: 'vendors'; category: DisplayCategory; titleKey: string };

const cat = (category: DisplayCategory): ListKind => ({
  kind: 'category',
  category,
  titleKey: `category.${category}`,
});
const vendors = (category: DisplayCategory): ListKind => ({
  kind: 'vendors',
  category,
  titleKey: `category.${category}`,
});

export const LISTS: Readonly<Record<string, ListKind>> = {
  ...Object.fromEntries(
    DISPLAY_CATEGORIES.map((c) => [
      CATEGORIES[c].path,
      CATEGORIES[c].list === 'games' ? cat(c) : vendors(c),
    ]),
  ),
  [paths.hot]: { kind: 'account', filter: 'HOT', titleKey: 'category.HOT' },
  [paths.favorite]: { kind: 'account', filter: 'FAV', titleKey: 'nav.favorite' },
  [paths.recent]: { kind: 'account', filter: 'RECENT', titleKey: 'nav.recent' },
  [paths.newGames]: { kind: 'account', filter: 'NEW', titleKey: 'nav.newGames' },
};

export const listOf = (pathname: string): ListKind | undefined =>
  LISTS[pathname.replace(/\/+$/, '')];

const isFilter = (v: string | null): v is ListFilter =>
  (FILTERS as readonly string[]).includes(v ?? '');
const isSubType = (v: string | null): v is SubType =>
  (SUB_TYPES as readonly string[]).includes(v ?? '');

export interface ListParams {
  filter: ListFilter;
  vassalage?: string;
  subType?: SubType;
  keyword?: string;
}

/** The list's query from the URL (?filter=&vassalage=&subType=&q=). */
export function listParams(search: URLSearchParams, kind: ListKind): ListParams {
  const filter =
    kind.kind === 'account'
      ? kind.filter
      : isFilter(search.get('filter'))
        ? (search.get('filter') as ListFilter)
        : 'ALL';
  const out: ListParams = { filter };
  const vassalage = search.get('vassalage');
  if (vassalage) out.vassalage = vassalage;
  const subType = search.get('subType');
  if (isSubType(subType)) out.subType = subType;
  const keyword = search.get('q')?.trim();
  if (keyword) out.keyword = keyword.slice(0, GAME_LIST.keywordMax);
  return out;
}

/**
 * The gameList query of a list. A vendor narrows by itself (a link from before the §4
 * regrouping may still name an in-house vendor under /rng: the category is left out then).
 */
export function gameListQuery(kind: ListKind, p: ListParams) {
  return {
    ...(kind.kind === 'category' && !p.vassalage ? { gameType: kind.category } : {}),
    ...(p.vassalage ? { vassalage: p.vassalage } : {}),
    ...(p.subType ? { subType: p.subType } : {}),
    ...(p.keyword ? { keyword: p.keyword } : {}),
    filter: p.filter,
  };
}
