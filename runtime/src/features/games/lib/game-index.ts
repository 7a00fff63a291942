// Search as you type over every game of the tenant (spec §2 keyword search over ~10,000 games):
// the gameIndex columns are searched on the client with the server's own matching rule
// (gameSearchText), so a keyword shows its results in the same frame, with no round trip.
import {
  GAME_INDEX_FLAG,
  gameSearchText,
  normaliseKeyword,
  type gamesOps,
} from '#schemas/api/games.ts';
import type { QueryOf, ResponseOf } from '#schemas/api/operation.ts';
import type { GameItem } from '../../../components/game-tile/game-tile-favourites.ts';

export type GameIndexResponse = ResponseOf<typeof gamesOps.gameIndex>;
type GameListQuery = NonNullable<QueryOf<typeof gamesOps.gameList>>;
/** The list query fields the index can answer (undefined: not narrowed by that field). */
type IndexQuery = {
  [K in 'gameType' | 'vassalage' | 'subType' | 'keyword' | 'filter']?: GameListQuery[K] | undefined;
};

export interface SearchIndex {
  readonly source: GameIndexResponse;
  /**
   * gameSearchText of game i, written by the first search: the index arrives in the background
   * while the list loads, and most visits never search (10,000 texts were a long task of their
   * own on a phone).
   */
  texts: readonly string[] | null;
  /** Tiles are made on first use: a search shows tens of games, not all of them. */
  readonly items: (GameItem | undefined)[];
}

export function toSearchIndex(source: GameIndexResponse): SearchIndex {
  return { source, texts: null, items: new Array<GameItem | undefined>(source.total) };
}

function textsOf(index: SearchIndex): readonly string[] {
  const { gameCode, name } = index.source.games;
  index.texts ??= gameCode.map((code, i) =>
    gameSearchText({ gameName: name[i]!, displayName: name[i]!, gameCode: code }),
  );
  return index.texts;
}

const icon = (template: string, gameCode: string) =>
  template.replace('{gameCode}', encodeURIComponent(gameCode));

function itemAt(index: SearchIndex, i: number): GameItem {
  const cached = index.items[i];
  if (cached) return cached;
  const { games, vendors, gameTypes, icons } = index.source;
  const code = games.gameCode[i]!;
  const name = games.name[i]!;
  const vendor = vendors[games.vendor[i]!]!;
  const flags = games.flags[i]!;
  const has = (bit: number) => (flags & bit) !== 0;
  const item: GameItem = {
    gameId: games.gameId[i]!,
    nodeId: games.nodeId[i]!,
    gameCode: code,
    gameName: name,
    nodeName: name,
    displayName: name,
    vassalage: vendor.vassalage,
    vendorLabel: vendor.label,
    gameType: gameTypes[games.gameType[i]!]!,
    isGame: true,
    isHot: has(GAME_INDEX_FLAG.hot) ? 1 : 0,
    isNew: has(GAME_INDEX_FLAG.new),
    subType: has(GAME_INDEX_FLAG.JP)
      ? 'JP'
      : has(GAME_INDEX_FLAG.TG)
        ? 'TG'
        : has(GAME_INDEX_FLAG.AC)
          ? 'AC'
          : null,
    maintenance: has(GAME_INDEX_FLAG.maintenance),
    iconUrl: icon(icons.icon, code),
    showIcon: icon(icons.icon, code),
    lagerIcon: icon(icons.large, code),
    smallIcon: icon(icons.small, code),
  };
  index.items[i] = item;
  return item;
}

/**
 * The games a keyword list query finds, as gameList would list them (vendor cards left out,
 * catalogue order); null when the index cannot answer: no keyword, or a FAV/RECENT list, which
 * depends on the member and stays with the server.
 */
export function searchGameIndex(index: SearchIndex, query: IndexQuery): GameItem[] | null {
  const keyword = normaliseKeyword(query.keyword ?? '');
  const filter = query.filter ?? 'ALL';
  if (!keyword || filter === 'FAV' || filter === 'RECENT') return null;
  const { games, vendors, gameTypes } = index.source;
  const typeAt =
    query.gameType === undefined ? -1 : gameTypes.findIndex((t) => t === query.gameType);
  const vendorAt =
    query.vassalage === undefined ? -1 : vendors.findIndex((v) => v.vassalage === query.vassalage);
  if (
    (query.gameType !== undefined && typeAt < 0) ||
    (query.vassalage !== undefined && vendorAt < 0)
  )
    return [];
  const need =
    (filter === 'HOT' ? GAME_INDEX_FLAG.hot : 0) |
    (filter === 'NEW' ? GAME_INDEX_FLAG.new : 0) |
    (query.subType ? GAME_INDEX_FLAG[query.subType] : 0);
  const texts = textsOf(index);
  const found: GameItem[] = [];
  for (let i = 0; i < texts.length; i++) {
    if (typeAt >= 0 && games.gameType[i] !== typeAt) continue;
    if (vendorAt >= 0 && games.vendor[i] !== vendorAt) continue;
    if ((games.flags[i]! & need) !== need) continue;
    if (texts[i]!.includes(keyword)) found.push(itemAt(index, i));
  }
  return found;
}
