// Catalogue games and vendors as the wire carries them (schemas/api/games.ts).
import type { ResponseOf } from '#schemas/api/operation.ts';
import { GAME_INDEX_FLAG, type gamesOps } from '#schemas/api/games.ts';
import { iconPath, iconTemplate } from './icons.ts';
import {
  filterGames,
  type TenantCatalogue,
  type TenantCategory,
  type TenantGame,
} from './catalogue.ts';

export type GameItem = ResponseOf<typeof gamesOps.hotGames>['list'][number];
export type VendorCard = ResponseOf<
  typeof gamesOps.gameMenus
>['categories'][number]['vendors'][number];

export function toGameItem(cat: TenantCatalogue, g: TenantGame): GameItem {
  const icon = iconPath(g.gameCode);
  return {
    gameId: g.gameId,
    nodeId: g.nodeId,
    gameCode: g.gameCode,
    gameName: g.gameName,
    nodeName: g.gameName,
    displayName: g.displayName,
    vassalage: g.vassalage,
    vendorLabel: cat.vendor(g.vassalage)?.label ?? g.vassalage.replaceAll('_', ' '),
    gameType: g.gameType,
    isGame: g.isGame,
    isHot: g.isHot ? 1 : 0,
    isNew: g.isNew,
    subType: g.subType,
    maintenance: g.maintenance,
    iconUrl: icon,
    showIcon: icon,
    lagerIcon: iconPath(g.gameCode, 'large'),
    smallIcon: iconPath(g.gameCode, 'small'),
  };
}

/** The vendor cards of one category, with their game counts. */
export function vendorCards(cat: TenantCatalogue, category: TenantCategory): VendorCard[] {
  return category.vendors.map((v) => {
    const entries = filterGames(cat, { gameType: category.gameType, vassalage: v.code });
    const cards = entries.filter((g) => !g.isGame);
    return {
      vassalage: v.code,
      title: v.label,
      gameClassify: category.gameType,
      gameCount: entries.length - cards.length,
      iconUrl: cards[0] ? iconPath(cards[0].gameCode) : iconPath(`${v.code}_LOBBY`),
      cards: cards.map((g) => toGameItem(cat, g)),
    };
  });
}

export type GameIndex = ResponseOf<typeof gamesOps.gameIndex>;

const indexes = new WeakMap<TenantCatalogue, GameIndex>();

/** Every game of a tenant in columns, in list order (built once per tenant catalogue). */
export function gameIndexOf(cat: TenantCatalogue): GameIndex {
  const cached = indexes.get(cat);
  if (cached) return cached;
  const games = cat.games.filter((g) => g.isGame);
  const vendors: GameIndex['vendors'] = [];
  const gameTypes: GameIndex['gameTypes'][number][] = [];
  const vendorAt = new Map<string, number>();
  const typeAt = new Map<string, number>();
  const slot = <K>(map: Map<K, number>, key: K, add: () => void) => {
    let at = map.get(key);
    if (at === undefined) {
      at = map.size;
      map.set(key, at);
      add();
    }
    return at;
  };
  const columns: GameIndex['games'] = {
    gameId: [],
    nodeId: [],
    gameCode: [],
    name: [],
    vendor: [],
    gameType: [],
    flags: [],
  };
  for (const g of games) {
    columns.gameId.push(g.gameId);
    columns.nodeId.push(g.nodeId);
    columns.gameCode.push(g.gameCode);
    columns.name.push(g.displayName);
    columns.vendor.push(
      slot(vendorAt, g.vassalage, () =>
        vendors.push({
          vassalage: g.vassalage,
          label: cat.vendor(g.vassalage)?.label ?? g.vassalage.replaceAll('_', ' '),
        }),
      ),
    );
    columns.gameType.push(slot(typeAt, g.gameType, () => gameTypes.push(g.gameType)));
    columns.flags.push(
      (g.isHot ? GAME_INDEX_FLAG.hot : 0) |
        (g.isNew ? GAME_INDEX_FLAG.new : 0) |
        (g.maintenance ? GAME_INDEX_FLAG.maintenance : 0) |
        (g.subType ? GAME_INDEX_FLAG[g.subType] : 0),
    );
  }
  const index: GameIndex = {
    total: games.length,
    vendors,
    gameTypes,
    icons: { icon: iconTemplate(), large: iconTemplate('large'), small: iconTemplate('small') },
    games: columns,
  };
  indexes.set(cat, index);
  return index;
}
