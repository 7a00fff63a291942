// Platform calls of the lottery: bare maps and lists, no envelope (rows: platform.ts).
import { mapped, own, type LobbyValue, type PlatformCall } from './platform.ts';

/** A list of items keyed by `key`: the bare maps the lottery client iterates with for..in. */
export function byKey<T>(items: readonly T[], key: (item: T) => string): Record<string, T> {
  const map: Record<string, T> = {};
  for (const item of items) map[key(item)] = item;
  return map;
}

/** The lottery menu as a map by area, whose items carry gameGroupCode (the client reads it). */
function lotteryMenu(v: LobbyValue<'lottery.lotteryMenus'>) {
  return byKey(
    v.areas.map((a) => ({ ...a, gameGroupCode: a.area })),
    (a) => a.area,
  );
}

/** The inverse of lotteryMenu: the map's areas back in a list, without gameGroupCode. */
function lotteryAreas(v: unknown): LobbyValue<'lottery.lotteryMenus'> {
  type Area = LobbyValue<'lottery.lotteryMenus'>['areas'][number];
  const areas = Object.values(v as Record<string, Area & { gameGroupCode?: string }>);
  return { areas: areas.map(({ gameGroupCode: _, ...area }) => area) };
}

/** A bare list of recent results back under `list`. */
const recentList = (v: unknown) => ({ list: v as LobbyValue<'lottery.lotteryRecent'>['list'] });

export const lotteryCalls: readonly PlatformCall[] = [
  mapped({
    name: 'gameMenus',
    method: 'GET',
    path: '/lgw/games/game_menus',
    when: 'prizeMode',
    op: 'lottery.lotteryMenus',
    bare: true,
    toPlatform: lotteryMenu,
    fromPlatform: lotteryAreas,
  }),
  mapped({
    name: 'lottGames',
    method: 'GET',
    path: '/lgw/games',
    op: 'games.gameByPrizeMode',
    bare: true,
  }),
  own({
    name: 'lottPopular',
    method: 'GET',
    path: '/lgw/games/popular',
    own: 'lottPopular',
    bare: true,
  }),
  own({ name: 'draw', method: 'GET', path: '/lgw/draw', own: 'draw', bare: true }),
  own({
    name: 'lottoDraw',
    method: 'GET',
    path: '/lgw/draw/code/{gameCode}',
    own: 'drawByCode',
    bare: true,
  }),
  mapped({
    name: 'lottoOpened',
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    op: 'lottery.lottoOpened',
    bare: true,
  }),
  mapped({
    name: 'lottOpenedNumero',
    method: 'GET',
    path: '/lgw/games/opened/numero',
    op: 'lottery.lottoOpened',
    bare: true,
  }),
  own({ name: 'issue', method: 'GET', path: '/lgw/numeros/near', own: 'nearIssues', bare: true }),
  mapped({
    name: 'vnOpenedOne',
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    when: 'gameCode',
    op: 'lottery.openedDraws',
    bare: true,
  }),
  own({
    name: 'vnOpened',
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    own: 'vnOpenedAll',
    bare: true,
  }),
  mapped({
    name: 'vnMenus',
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    op: 'lottery.lotteryMenus',
    bare: true,
    toPlatform: lotteryMenu,
    fromPlatform: lotteryAreas,
  }),
  mapped({
    name: 'lottRecent',
    method: 'GET',
    path: '/lgw/games/game_menus/recent',
    op: 'lottery.lotteryRecent',
    bare: true,
    toPlatform: (v) => v.list,
    fromPlatform: recentList,
  }),
  mapped({
    name: 'lottRecentOld',
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    op: 'lottery.lotteryRecent',
    bare: true,
    toPlatform: (v) => v.list,
  }),
];
