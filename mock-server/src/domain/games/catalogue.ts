// The game catalogue: about 10,000 games generated from a fixed seed across the vendor codes of
// spec §3 (RNG holds ~9,000 of them), built once per process and never stored. A tenant sees
// the vendors its manifest enables, regrouped as spec §4 says.
import {
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  VENDORS_BY_CATEGORY,
  type DisplayCategory,
  type GameCategory,
} from '#schemas/constants.ts';
import { gameSearchText, normaliseKeyword } from '#schemas/api/games.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { vendorDisplayName } from '#schemas/vendors.ts';
import { makeName } from './game-names.ts';
import { VN_LOTTERIES, VN_LOTTERY_VENDOR } from './vn-lotteries.ts';
import { intBetween, mulberry32 } from '../../lib/prng.ts';

const CATALOGUE_SEED = 20_260_101;

export type SubType = 'JP' | 'TG' | 'AC';
export const SUB_TYPES: readonly SubType[] = ['JP', 'TG', 'AC'];

export interface CatalogueGame {
  gameId: number;
  nodeId: number;
  gameCode: string;
  gameName: string;
  displayName: string;
  vassalage: string;
  /** Raw category the vendor is listed under. */
  category: GameCategory;
  /** false: a vendor card; launching it opens the vendor's game list (spec §2 launch rule 4). */
  isGame: boolean;
  isHot: boolean;
  isNew: boolean;
  subType: SubType | null;
  maintenance: boolean;
  /** Lower-case name, display name and code, for keyword search. */
  search: string;
}

/** A catalogue game as one tenant sees it: its category after the §4 regrouping. */
export interface TenantGame extends CatalogueGame {
  gameType: DisplayCategory;
}

/**
 * Games per vendor, by raw category (vendor cards not counted). The ten slot vendors hold about
 * 9,300 games together, so a tenant offering every slot vendor lists "nearly 10,000" (spec §1);
 * in-house vendors (moved to INHOUSE) are small.
 */
const GAMES_PER_VENDOR: Record<GameCategory, [number, number]> = {
  LIVE: [50, 70],
  RNG: [900, 960],
  FISH: [30, 50],
  PVP: [50, 70],
  SPORTS: [3, 6],
  LOTT: [6, 10],
  ELOTT: [6, 10],
  BGS: [40, 60],
};

const INHOUSE_GAMES: [number, number] = [20, 40];

function isInhouse(category: GameCategory, vendor: string): boolean {
  return category === 'RNG' && vendor.startsWith('INHOUSE_');
}

let memo: { games: CatalogueGame[]; byCode: Map<string, CatalogueGame> } | undefined;

/** Builds (once) the whole catalogue from CATALOGUE_SEED. */
export function catalogue(): { games: CatalogueGame[]; byCode: Map<string, CatalogueGame> } {
  if (memo) return memo;
  const rand = mulberry32(CATALOGUE_SEED);
  const games: CatalogueGame[] = [];
  const add = (g: Omit<CatalogueGame, 'gameId' | 'nodeId' | 'search'>) => {
    const index = games.length;
    games.push({
      ...g,
      gameId: index + 1,
      nodeId: 100_000 + index,
      search: gameSearchText(g),
    });
  };
  for (const [category, vendors] of Object.entries(VENDORS_BY_CATEGORY) as [
    GameCategory,
    readonly string[],
  ][]) {
    for (const vendor of vendors) {
      // A vendor listed under two categories (TCG_LOTTO_VN) gets distinct codes in each.
      const prefix = games.some((g) => g.vassalage === vendor) ? `${vendor}_${category}` : vendor;
      add({
        gameCode: `${prefix}_LOBBY`,
        gameName: vendor,
        displayName: vendor,
        vassalage: vendor,
        category,
        isGame: false,
        isHot: false,
        isNew: false,
        subType: null,
        maintenance: false,
      });
      const [min, max] = isInhouse(category, vendor) ? INHOUSE_GAMES : GAMES_PER_VENDOR[category];
      const count = intBetween(rand, min, max);
      const real =
        vendor === VN_LOTTERY_VENDOR.vendor && category === VN_LOTTERY_VENDOR.category
          ? VN_LOTTERIES
          : undefined;
      for (let i = 1; i <= count; i++) {
        // Drawn for every game, a named one too, so that the games after it stay as they were.
        const drawn = makeName(rand, category);
        const named = real?.[i - 1];
        const name = named?.name ?? drawn;
        const sub = rand();
        add({
          gameCode: named?.code ?? `${prefix}_${String(i).padStart(4, '0')}`,
          gameName: name,
          displayName: name,
          vassalage: vendor,
          category,
          isGame: true,
          isHot: rand() < 0.03,
          isNew: rand() < 0.04,
          subType:
            category === 'RNG'
              ? sub < 0.1
                ? 'JP'
                : sub < 0.18
                  ? 'TG'
                  : sub < 0.26
                    ? 'AC'
                    : null
              : null,
          // A handful under maintenance, to exercise recommend_game_tips1.
          maintenance: i % 250 === 7,
        });
      }
    }
  }
  memo = { games, byCode: new Map(games.map((g) => [g.gameCode, g])) };
  return memo;
}

/** The display category of a vendor listed under a raw category (spec §4 regrouping). */
export function displayCategoryOf(category: GameCategory, vendor: string): DisplayCategory {
  if (category === 'SPORTS' && (ESPORTS_VENDORS as readonly string[]).includes(vendor))
    return 'ESPORTS';
  if (category === 'SPORTS' && (COCKFIGHT_VENDORS as readonly string[]).includes(vendor))
    return 'COCKFIGHT';
  if (isInhouse(category, vendor)) return 'INHOUSE';
  return category;
}

interface TenantVendor {
  code: string;
  /**
   * Shown name (schemas/vendors.ts, never the code): the manifest's brand label when it has one
   * (BTI, spec §2), else the vendor's name with its words in English (answers are cached across
   * languages; the runtime translates the words).
   */
  label: string;
  category: GameCategory;
  gameType: DisplayCategory;
}

export interface TenantCategory {
  gameType: DisplayCategory;
  vendors: TenantVendor[];
}

export interface TenantCatalogue {
  categories: TenantCategory[];
  /** Every entry (games and vendor cards) of the enabled vendors, in catalogue order. */
  games: TenantGame[];
  byCode: Map<string, TenantGame>;
  byNodeId: Map<number, TenantGame>;
  vendor(code: string): TenantVendor | undefined;
}

const views = new WeakMap<TenantManifest, TenantCatalogue>();

/** What one tenant offers: only the vendors its manifest enables, regrouped (memoized). */
export function tenantCatalogue(manifest: TenantManifest): TenantCatalogue {
  const cached = views.get(manifest);
  if (cached) return cached;
  const labels: Record<string, string> = manifest.games.brandLabels ?? {};
  const nameOf = (code: string) =>
    vendorDisplayName(code, { tenantName: manifest.displayName, brandLabels: labels });
  const categories: TenantCategory[] = [];
  const enabled = new Map<string, DisplayCategory>();
  for (const [category, vendors] of Object.entries(manifest.games.categories) as [
    GameCategory,
    readonly string[] | undefined,
  ][]) {
    const groups = new Map<DisplayCategory, TenantVendor[]>();
    for (const code of vendors ?? []) {
      const gameType = displayCategoryOf(category, code);
      const list = groups.get(gameType) ?? [];
      list.push({ code, label: nameOf(code), category, gameType });
      groups.set(gameType, list);
      enabled.set(`${category}/${code}`, gameType);
    }
    // The raw category first, then what moved out of it, right after it.
    const order: DisplayCategory[] = [category, 'INHOUSE', 'ESPORTS', 'COCKFIGHT'];
    for (const gameType of order) {
      const list = groups.get(gameType);
      if (list && list.length) categories.push({ gameType, vendors: list });
    }
  }
  const games: TenantGame[] = [];
  for (const g of catalogue().games) {
    const gameType = enabled.get(`${g.category}/${g.vassalage}`);
    if (!gameType) continue;
    // A vendor card is named after its vendor.
    const label = g.isGame ? undefined : nameOf(g.vassalage);
    games.push({ ...g, gameType, ...(label ? { gameName: label, displayName: label } : {}) });
  }
  const vendors = new Map(categories.flatMap((c) => c.vendors.map((v) => [v.code, v] as const)));
  const view: TenantCatalogue = {
    categories,
    games,
    byCode: new Map(games.map((g) => [g.gameCode, g])),
    byNodeId: new Map(games.map((g) => [g.nodeId, g])),
    vendor: (code) => vendors.get(code),
  };
  views.set(manifest, view);
  return view;
}

interface GameFilter {
  gameType?: string;
  vassalage?: string;
  subType?: SubType;
  keyword?: string;
  hot?: boolean;
  isNew?: boolean;
  /** Only these codes, in this order (favourites, recent). */
  codes?: readonly string[];
  /** Include vendor cards (isGame false); default true. */
  vendorCards?: boolean;
}

/** Filters a tenant's games; pure and linear (a keyword over 10,000 games takes ~1 ms). */
export function filterGames(cat: TenantCatalogue, f: GameFilter): TenantGame[] {
  const keyword = f.keyword === undefined ? undefined : normaliseKeyword(f.keyword);
  const source: TenantGame[] = f.codes
    ? f.codes.flatMap((c) => {
        const g = cat.byCode.get(c);
        return g ? [g] : [];
      })
    : cat.games;
  return source.filter(
    (g) =>
      (f.gameType === undefined || g.gameType === f.gameType) &&
      (f.vassalage === undefined || g.vassalage === f.vassalage) &&
      (f.subType === undefined || g.subType === f.subType) &&
      (!f.hot || g.isHot) &&
      (!f.isNew || g.isNew) &&
      (f.vendorCards !== false || g.isGame) &&
      (!keyword || g.search.includes(keyword)),
  );
}
