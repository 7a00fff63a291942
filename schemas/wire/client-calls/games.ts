// The platform client's plaintext calls of the games, lottery, messages, promotions and points.
import {
  obj,
  has,
  bare,
  bareMap,
  firstOf,
  launched,
  GAME_Q,
  type Answer,
  type Obj,
  type ReplayCall,
} from './reads.ts';

/** A 1×1 PNG as FileReader.readAsDataURL gives it. */
const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** One of the contract checks' request maps: product -> requests (a dividend's: -> period -> …). */
const requests = (earlier: ReadonlyMap<string, Answer>, map: string): Obj =>
  obj(obj(earlier.get('consolidated')?.value)[map]);

/** The first request of the first product in a salary's map, as its dialog reads it. */
function firstRequest(
  earlier: ReadonlyMap<string, Answer>,
  map: string,
): { product: string; request: Obj } | undefined {
  const [product, list] = Object.entries(requests(earlier, map))[0] ?? [];
  const request = firstOf(list);
  return product === undefined || request === undefined
    ? undefined
    : { product, request: obj(request) };
}

export const gamesReplay: readonly ReplayCall[] = [
  {
    n: 38,
    name: 'gameMenus',
    method: 'GET',
    path: '/lgw/games/game_menus?prizeMode=VN',
    reads: (a) =>
      bareMap(a) && Object.values(a.body as Obj).every((i) => obj(i).gameGroupCode !== undefined),
  },
  {
    n: 39,
    name: 'gameList',
    method: 'GET',
    path: `/wps/relay/GCSGAME_gameList?${GAME_Q}`,
    reads: (a) => Array.isArray(obj(a.value).games) && has('totalPages')(a),
  },
  {
    n: 40,
    name: 'hotGames',
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2?merchantCode={merchant}&isPlatform=true&vassalage=&platform=WEB&language=TH',
    reads: has('list'),
  },
  {
    n: 41,
    name: 'gameVendor',
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameVendor?platform=WEB&flush=false',
    reads: (a) => Array.isArray(obj(obj(a.value).data).lanes),
  },
  {
    n: 42,
    name: 'newGameVendor',
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor?platform=WEB',
    reads: (a) => Array.isArray(obj(obj(a.value).data).lanes),
  },
  {
    n: 43,
    name: 'vassGameType',
    method: 'GET',
    path: '/wps/relay/GLS2_getVassGameType?vassalage=PG',
  },
  {
    n: 44,
    name: 'favGameIds',
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames?',
    reads: (a) => Array.isArray(a.value),
  },
  {
    n: 45,
    name: 'favGameList',
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=WEB&language=TH&token=x&pageNo=1&pageSize=20&gameType=RNG',
  },
  {
    n: 46,
    name: 'addFavGame',
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    body: { nodeId: 100_358, vendor: 'PG', gameType: 'RNG' },
  },
  {
    n: 47,
    name: 'removeFavGame',
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    body: { nodeId: 100_358, vendor: 'PG', gameType: 'RNG' },
  },
  {
    n: 48,
    name: 'recentGames',
    method: 'GET',
    path: '/wps/relay/GCS_recentGame?clientType=3&gameType=RNG&pageNo=1&pageSize=20&language=TH',
    reads: has('list', 'totalPages'),
  },
  {
    n: 49,
    name: 'launchGame',
    method: 'GET',
    path: '/wps/game/launchGame?gameId=359&nodeId=100358&accountType=1&confirmTrans=false&vassalage=PG&username=player1&launchMode=1&platform=WEB&clientType=3&merchantCode={merchant}&token=x&language=TH',
    reads: (a) => launched(a),
  },
  {
    n: 50,
    name: 'trialGame',
    method: 'GET',
    path: '/wps/relay/GCS_gameTrialLaunch?gameId=359',
    reads: (a) => launched(a),
  },
  { n: 51, name: 'gameLaunchFB', method: 'GET', path: '/wps/relay/GCS_gameLaunchFB?gameId=359' },
  { n: 52, name: 'gameMatch', method: 'GET', path: '/wps/relay/GCSGAME_getGameMatchV2?' },
  { n: 53, name: 'rooms', method: 'GET', path: '/wps/relay/GLS2_roomList?vassalage=EVO' },
  {
    n: 54,
    name: 'winnerBoard',
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=RNG&language=TH&limitNum=10',
    reads: has('list'),
  },
  { n: 55, name: 'jackpot', method: 'POST', path: '/wps/relay/VIS_getJackpot', body: {} },
  { n: 56, name: 'lottGames', method: 'GET', path: '/lgw/games?prizeMode=LOTT', reads: bare },
  { n: 57, name: 'lottPopular', method: 'GET', path: '/lgw/games/popular?', reads: bare },
  {
    n: 58,
    name: 'lottoLobby',
    method: 'GET',
    path: '/wps/game/launchGame?lottoArea=VN&launchMode=LOTT&lottoPrizeMode=Normal&lottoView=lobby&device=WEB&backUrl=%2F&language=TH',
    reads: (a) => launched(a),
  },
  { n: 59, name: 'draw', method: 'GET', path: '/lgw/draw?', reads: bareMap },
  { n: 60, name: 'lottoDraw', method: 'GET', path: '/lgw/draw/code/VN_HCM?', reads: bare },
  {
    n: 61,
    name: 'lottoOpened',
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero?gameCode=LOTT_0001',
    reads: bare,
  },
  {
    n: 62,
    name: 'lottOpenedNumero',
    method: 'GET',
    path: '/lgw/games/opened/numero?gameCode=LOTT_0001',
    reads: bare,
  },
  { n: 63, name: 'issue', method: 'GET', path: '/lgw/numeros/near?', reads: bareMap },
  { n: 64, name: 'vnOpened', method: 'GET', path: '/lgw/vn/numeros/opened/game?', reads: bareMap },
  {
    n: 65,
    name: 'vnMenus',
    method: 'GET',
    path: '/lgw/vn/games/game_menu?prizeMode=VN&device=WEB',
    reads: bareMap,
  },
  { n: 66, name: 'lottRecent', method: 'GET', path: '/lgw/games/game_menus/recent?', reads: bare },
  {
    n: 67,
    name: 'missionSummary',
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails?',
  },
  {
    n: 68,
    name: 'missionLeaderboard',
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard?',
  },
  {
    n: 69,
    name: 'announcements',
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements?types=PU,PR&groupName=home&execution=1&platform=WEB',
    reads: has('popup', 'promotion'),
  },
  { n: 70, name: 'unreadMessage', method: 'GET', path: '/wps/relay/CSP_unreadCount?' },
  { n: 71, name: 'inbox', method: 'GET', path: '/wps/relay/CSP_getInbox?' },
  { n: 72, name: 'chatUnread', method: 'GET', path: '/wps/relay/CBS_unreadCount?' },
  {
    n: 73,
    name: 'launchChat',
    method: 'GET',
    path: '/wps/relay/CBS_launchChat?',
    reads: has('chatUrl'),
  },
  { n: 74, name: 'modelList', method: 'GET', path: '/wps/relay/CBS_modelList?' },
  { n: 75, name: 'chatPermission', method: 'GET', path: '/wps/relay/CBS_groupPermission?' },
  { n: 76, name: 'csScript', method: 'GET', path: '/wps/relay/WPSCORE_getCustomerServiceScript?' },
  {
    n: 77,
    name: 'promoCategory',
    method: 'GET',
    path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory?',
    reads: has('categories'),
  },
  {
    n: 78,
    name: 'availablePromotions',
    method: 'GET',
    path: '/wps/relay/MCSFE_getAvailablePromotions?',
  },
  {
    n: 79,
    name: 'merchantPromotions',
    method: 'GET',
    path: '/wps/relay/MCSFE_getMerchantAvailablePromotions?',
  },
  {
    n: 80,
    name: 'promotionClaimList',
    method: 'GET',
    path: '/wps/relay/MCS2_getPromotionClaimList?',
  },
  {
    n: 81,
    name: 'raffleClaim',
    method: 'POST',
    path: '/wps/relay/MCSFE_claimRafflePromotion',
    body: {},
  },
  {
    n: 82,
    name: 'raffleStatus',
    method: 'GET',
    path: '/wps/relay/MCSFE_getRafflePromotionStatus?',
  },
  {
    n: 83,
    name: 'appDownloadPromotion',
    method: 'POST',
    path: '/wps/relay/MCS2_claimAppDownloadPromotion',
    body: {},
  },
  {
    n: 84,
    name: 'rebateSetting',
    method: 'GET',
    path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType?',
  },
  {
    n: 85,
    name: 'paymentConfirmationList',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPaymentConfirmationList?',
    // The list itself (`t.value || []`), whose length opens the confirmation dialog.
    reads: (a) => Array.isArray(a.value),
  },
  {
    n: 86,
    name: 'processC2C',
    method: 'POST',
    path: '/wps/relay/MCSFE_processC2CTransaction',
    body: {},
    // "Already received" on the first payment the dialog shows.
    bodyFrom: (earlier) => {
      const first = firstOf(earlier.get('paymentConfirmationList')?.value);
      return first === undefined
        ? undefined
        : { isMoneyReceived: 'Y', payDetailId: obj(first).payDetailId };
    },
  },
  {
    n: 87,
    name: 'signUpRequestReward',
    method: 'POST',
    path: '/wps/relay/MCSFE_signUpRequestReward',
    body: {},
    // Its dialog posts the promotion's id with the remark and the pictures it read as data URLs.
    // The list its promotion comes from is in a bundle that is not public: the first promotion
    // open to applications in the available list stands in for it.
    bodyFrom: (earlier) => {
      const list = obj(earlier.get('availablePromotions')?.value).list;
      const open = (Array.isArray(list) ? list : []).find(
        (p) => obj(p).kind === 'apply' && obj(p).status === 'Join',
      );
      return open === undefined
        ? undefined
        : { pictures: [ONE_PIXEL_PNG], promotionId: obj(open).id, remarks: 'Deposit on Monday' };
    },
  },
  { n: 88, name: 'playerAvatar', method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar?' },
  // The contract dialog's accept button, on the first request of the first product the contract
  // checks (consolidated) listed: a dividend by product and period, the salaries by their ids.
  {
    n: 89,
    name: 'processDividend',
    method: 'POST',
    path: '/wps/relay/MCSFE_processContractDividend',
    body: {},
    bodyFrom: (earlier) => {
      const [productType, periods] =
        Object.entries(requests(earlier, 'divtypecompperiodreq'))[0] ?? [];
      const [computationPeriod] =
        Object.entries(obj(periods)).find(([, list]) => firstOf(list) !== undefined) ?? [];
      return computationPeriod === undefined
        ? undefined
        : { productType, computationPeriod, status: 'A' };
    },
  },
  {
    n: 90,
    name: 'processDailySalary',
    method: 'POST',
    path: '/wps/relay/MCSFE_processDailySalaryContract',
    body: {},
    bodyFrom: (earlier) => {
      const first = firstRequest(earlier, 'dailysalreqtype');
      return first && { id: first.request.id, status: 'A' };
    },
  },
  {
    n: 91,
    name: 'processHourSalary',
    method: 'POST',
    path: '/wps/relay/MCSFE_processContractHourSalary',
    body: {},
    bodyFrom: (earlier) => {
      const first = firstRequest(earlier, 'contracthoursalreq');
      return (
        first && { contractId: first.request.contractId, status: 'A', productType: first.product }
      );
    },
  },
  {
    n: 92,
    name: 'processRealTimeSalary',
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    body: {},
    bodyFrom: (earlier) => {
      const first = firstRequest(earlier, 'realtimesalreqtype');
      return first && { contractId: first.request.contractId, status: 'A' };
    },
  },
  { n: 93, name: 'pointBalance', method: 'GET', path: '/wps/relay/MCSFE_getPointBalance?' },
  { n: 94, name: 'pointReward', method: 'GET', path: '/wps/relay/MCSFE_getPointReward?' },
  {
    n: 95,
    name: 'pointConversionType',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointRewardConversionType?',
  },
  { n: 97, name: 'redeemPointList', method: 'GET', path: '/wps/relay/MCSFE_getRedeemPointList?' },
  { n: 98, name: 'pointConfig', method: 'GET', path: '/wps/relay/MCSFE_getPointConfig?' },
  { n: 99, name: 'memTransDet', method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet?' },
];
