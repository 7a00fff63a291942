// Platform calls of the game catalogue, favourites and launches (rows: platform.ts).
import { mapped, own, paging, type LobbyValue, type PlatformCall } from './platform.ts';

const clientNoise = ['gameClassify', 'token', 'domain', 'groupName'] as const;

/** A launch answer as the platform client reads it: the game's address under `gameUrl`. */
function launchAnswer(v: { url?: string; route?: string; type: string }) {
  return { ...v, gameUrl: v.url ?? v.route ?? '' };
}

/** The inverse: an answer that names only `gameUrl` is a page to open. */
function launchValue(v: unknown): LobbyValue<'games.launchGame'> {
  const { gameUrl, ...rest } = v as Partial<LobbyValue<'games.launchGame'>> & { gameUrl?: string };
  return {
    gameCode: '',
    vassalage: '',
    ...rest,
    type: rest.type ?? 'url',
    ...(rest.url === undefined && rest.route === undefined && gameUrl ? { url: gameUrl } : {}),
  };
}

export const gameCalls: readonly PlatformCall[] = [
  mapped({
    name: 'gameList',
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    op: 'games.gameList',
    rename: paging,
    drop: clientNoise,
    toPlatform: (v) => ({
      games: v.list,
      pageNo: v.pageNo,
      pageSize: v.pageSize,
      total: v.total,
      totalPages: v.totalPages,
    }),
    fromPlatform: (v) => {
      const { games, ...page } = v as LobbyValue<'games.gameList'> & {
        games: LobbyValue<'games.gameList'>['list'];
      };
      return { ...page, list: games };
    },
  }),
  mapped({
    name: 'hotGames',
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    op: 'games.hotGames',
  }),
  mapped({
    name: 'gameVendor',
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameVendor',
    op: 'games.gameVendor',
    toPlatform: (v) => ({ data: { lanes: v.lanes } }),
    fromPlatform: (v) => (v as { data: { lanes: never[] } }).data,
  }),
  mapped({
    name: 'newGameVendor',
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    op: 'games.newGameVendor',
    // The older client lists vendors from it, in lanes by category like gameVendor.
    toPlatform: (v) => {
      const lanes = new Map<string, (typeof v.list)[number][]>();
      for (const vendor of v.list)
        lanes.set(vendor.gameType, [...(lanes.get(vendor.gameType) ?? []), vendor]);
      return {
        list: v.list,
        data: { lanes: [...lanes].map(([gameCategory, vendors]) => ({ gameCategory, vendors })) },
      };
    },
  }),
  mapped({
    name: 'vassGameType',
    method: 'GET',
    path: '/wps/relay/GLS2_getVassGameType',
    op: 'games.getVassGameType',
  }),
  mapped({
    name: 'vassGameTypeOld',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    op: 'games.getVassGameType',
  }),
  mapped({
    name: 'favGameIds',
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    op: 'games.favoritesList',
    toPlatform: (v) => v.ids,
  }),
  mapped({
    name: 'favGameList',
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    op: 'games.favoritesList',
    rename: paging,
    drop: clientNoise,
    toPlatform: (v) => ({ ...v, list: v.content }),
    fromPlatform: (v) => {
      const { list: _, ...page } = v as LobbyValue<'games.favoritesList'> & { list: unknown };
      return page;
    },
  }),
  mapped({
    name: 'addFavGame',
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    op: 'games.favoritesAdd',
  }),
  mapped({
    name: 'removeFavGame',
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    op: 'games.favoritesRemove',
  }),
  mapped({
    name: 'recentGames',
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    op: 'games.recentGames',
    rename: { pageNo: 'page', page: 'page' },
  }),
  mapped({
    name: 'lottoLobby',
    method: 'GET',
    path: '/wps/game/launchGame',
    when: 'lottoArea',
    op: 'lottery.lottoLobby',
    toPlatform: (v) => ({ ...v, gameUrl: v.url }),
    fromPlatform: (v) => {
      const { gameUrl, ...rest } = v as LobbyValue<'lottery.lottoLobby'> & { gameUrl: string };
      return { ...rest, url: rest.url ?? gameUrl };
    },
  }),
  mapped({
    name: 'launchGame',
    method: 'GET',
    path: '/wps/game/launchGame',
    op: 'games.launchGame',
    needs: 'gameCode',
    drop: ['accountType', 'confirmTrans', 'username', 'launchMode', 'token'],
    toPlatform: launchAnswer,
    fromPlatform: launchValue,
  }),
  mapped({
    name: 'gameLaunchFB',
    method: 'GET',
    path: '/wps/relay/GCS_gameLaunchFB',
    op: 'games.gameLaunchFB',
    needs: 'gameCode',
    toPlatform: launchAnswer,
    fromPlatform: launchValue,
  }),
  own({
    name: 'trialGame',
    method: 'GET',
    path: '/wps/relay/GCS_gameTrialLaunch',
    own: 'trialGame',
  }),
  mapped({
    name: 'rooms',
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    op: 'games.GLS2_roomList',
  }),
  mapped({
    name: 'winnerBoard',
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    op: 'games.winnerBoard',
  }),
  own({ name: 'jackpot', method: 'POST', path: '/wps/relay/VIS_getJackpot', own: 'jackpot' }),
];
