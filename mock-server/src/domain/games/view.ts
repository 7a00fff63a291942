// Catalogue games and vendors as the wire carries them (schemas/api/games.ts).
import type { ResponseOf } from '../../../../schemas/api/operation.ts';
import type { gamesOps } from '../../../../schemas/api/games.ts';
import {
  filterGames,
  iconPath,
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
    vendorLabel: cat.vendor(g.vassalage)?.label ?? g.vassalage,
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
