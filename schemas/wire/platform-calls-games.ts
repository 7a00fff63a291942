// Platform calls of the games, the lottery, promotions, messages and points (rows: platform.ts).
import { mapped, own, type LobbyValue, type PlatformCall } from './platform.ts';

/** Lobby's paging names on the platform's wire. */
const paging = { pageNo: 'pageNo', page: 'pageNo' } as const;
const clientNoise = ['gameClassify', 'token', 'domain', 'groupName'] as const;

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

/** A launch answer as the platform client reads it: the game's address under `gameUrl`. */
function launchAnswer(v: { url?: string; route?: string; type: string }) {
  return { ...v, gameUrl: v.url ?? v.route ?? '' };
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
  }),
  mapped({
    name: 'launchGame',
    method: 'GET',
    path: '/wps/game/launchGame',
    op: 'games.launchGame',
    needs: 'gameCode',
    drop: ['accountType', 'confirmTrans', 'username', 'launchMode', 'token'],
    toPlatform: launchAnswer,
  }),
  mapped({
    name: 'gameLaunchFB',
    method: 'GET',
    path: '/wps/relay/GCS_gameLaunchFB',
    op: 'games.gameLaunchFB',
    needs: 'gameCode',
    toPlatform: launchAnswer,
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

  mapped({
    name: 'gameMenus',
    method: 'GET',
    path: '/lgw/games/game_menus',
    when: 'prizeMode',
    op: 'lottery.lotteryMenus',
    bare: true,
    toPlatform: lotteryMenu,
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
  }),
  mapped({
    name: 'lottRecent',
    method: 'GET',
    path: '/lgw/games/game_menus/recent',
    op: 'lottery.lotteryRecent',
    bare: true,
    toPlatform: (v) => v.list,
  }),
  mapped({
    name: 'lottRecentOld',
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    op: 'lottery.lotteryRecent',
    bare: true,
    toPlatform: (v) => v.list,
  }),

  mapped({
    name: 'announcements',
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    op: 'content.announcements',
    // The relay is asked per group and kinds; every kind is answered, each under its own name.
    drop: ['groupName', 'types', 'execution', 'platform'],
    // One relay for every kind: the client reads each kind under its own name.
    toPlatform: (v) => {
      const of = (t: string) => v.list.filter((a) => a.promotionType === t);
      return {
        ...v,
        popup: of('PU'),
        promotion: of('PR'),
        banner: of('B'),
        headline: of('H'),
        placard: of('PL'),
      };
    },
  }),
  mapped({
    name: 'unreadMessage',
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    op: 'content.unreadCount',
  }),
  mapped({
    name: 'inbox',
    method: 'GET',
    path: '/wps/relay/CSP_getInbox',
    op: 'content.messages',
    rename: paging,
  }),
  mapped({
    name: 'launchChat',
    method: 'GET',
    path: '/wps/relay/CBS_launchChat',
    op: 'games.liveChat',
    needs: 'modelId',
  }),
  mapped({
    name: 'modelList',
    method: 'GET',
    path: '/wps/relay/CBS_modelList',
    op: 'games.liveModels',
  }),
  own({
    name: 'chatPermission',
    method: 'GET',
    path: '/wps/relay/CBS_groupPermission',
    own: 'chatPermission',
  }),
  own({
    name: 'csScript',
    method: 'GET',
    path: '/wps/relay/WPSCORE_getCustomerServiceScript',
    own: 'csScript',
  }),

  own({
    name: 'promoCategory',
    method: 'GET',
    path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
    own: 'promoCategory',
  }),
  mapped({
    name: 'availablePromotions',
    method: 'GET',
    path: '/wps/relay/MCSFE_getAvailablePromotions',
    op: 'rewards.activities',
  }),
  mapped({
    name: 'merchantPromotions',
    method: 'GET',
    path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    op: 'rewards.activities',
  }),
  mapped({
    name: 'promotionClaimList',
    method: 'GET',
    path: '/wps/relay/MCS2_getPromotionClaimList',
    op: 'rewards.rewardCenter',
  }),
  mapped({
    name: 'raffleClaim',
    method: 'POST',
    path: '/wps/relay/MCSFE_claimRafflePromotion',
    op: 'rewards.claimRaffle',
    needs: 'raffleDay',
  }),
  mapped({
    name: 'raffleStatus',
    method: 'GET',
    path: '/wps/relay/MCSFE_getRafflePromotionStatus',
    op: 'rewards.raffle',
  }),
  mapped({
    name: 'rebateSetting',
    method: 'GET',
    path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
    op: 'rewards.manualRebate',
  }),
  mapped({
    name: 'missionSummary',
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    op: 'rewards.missions',
  }),
  mapped({
    name: 'missionLeaderboard',
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    op: 'rewards.missionLeaderboard',
  }),
  ...(
    ['processDividend', 'processDailySalary', 'processHourSalary', 'processRealTimeSalary'] as const
  ).map((name, i) =>
    mapped({
      name,
      method: 'POST',
      path: `/wps/relay/MCSFE_${['processContractDividend', 'processDailySalaryContract', 'processContractHourSalary', 'processRealTimeSalaryContract'][i]}`,
      op: 'contracts.contractAction',
    }),
  ),

  mapped({
    name: 'pointBalance',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointBalance',
    op: 'points.pointsBalance',
  }),
  mapped({
    name: 'pointReward',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointReward',
    op: 'points.pointsReward',
  }),
  mapped({
    name: 'pointConversionType',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointRewardConversionType',
    op: 'points.pointsConfig',
    toPlatform: (v) => v.conversion,
  }),
  mapped({
    name: 'redeemPointList',
    method: 'GET',
    path: '/wps/relay/MCSFE_getRedeemPointList',
    op: 'points.redeemList',
    rename: paging,
  }),
  mapped({
    name: 'pointConfig',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointConfig',
    op: 'points.pointsConfig',
  }),
  mapped({
    name: 'memTransDet',
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    op: 'points.pointsDetails',
    rename: paging,
  }),
];
