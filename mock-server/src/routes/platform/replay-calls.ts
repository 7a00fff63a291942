// The platform client's 92 plaintext calls (platform-wire.md's table less its 8 encrypted ones),
// as it sends them: method, path, query with its extra parameters, JSON bodies, and the fields
// it reads from the answer. Replayed by replay.test.ts against the embedded server.

export interface ReplayCall {
  /** Row number in platform-wire.md. */
  n: number;
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** Raw body text (the form-encoded one). */
  form?: string;
  /** The body's `captcha` is answered from a captcha fetched first, bound by its cookie. */
  captcha?: boolean;
  /** The answer has what the client reads (default: a success envelope). */
  reads?: (answer: Answer) => boolean;
}

export interface Answer {
  status: number;
  body: Record<string, unknown> | unknown[] | null;
  /** `value` of a success envelope. */
  value: unknown;
  cookie: string | undefined;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {});
const has =
  (...fields: string[]) =>
  (a: Answer) =>
    fields.every((f) => obj(a.value)[f] !== undefined);
/** A bare map or list: no envelope around it. */
const bare = (a: Answer) =>
  a.status === 200 && a.body !== null && typeof a.body === 'object' && !('success' in a.body);
const bareMap = (a: Answer) =>
  bare(a) && !Array.isArray(a.body) && Object.keys(a.body ?? {}).length > 0;

/** A game's address to open (a launch that names no page is not one). */
const launched = (a: Answer) => {
  const url = obj(a.value).gameUrl;
  return typeof url === 'string' && url.length > 0;
};
const GAME_Q =
  'clientType=3&platform=WEB&merchant=siam88&language=TH&vassalage=&gameClassify=&pageNo=1&pageSize=20&gameType=RNG';

export const replayCalls: readonly ReplayCall[] = [
  { n: 3, name: 'logout', method: 'DELETE', path: '/wps/session/logout?' },
  {
    n: 4,
    name: 'memberInfo',
    method: 'GET',
    path: '/wps/member/info?',
    reads: has(
      'id',
      'account',
      'nickname',
      'type',
      'lastLogin',
      'toUpline',
      'clubLabel',
      'memberLabel',
    ),
  },
  {
    n: 5,
    name: 'freePlay',
    method: 'POST',
    path: '/wps/session/login/freeplay',
    body: {},
    reads: has('token'),
  },
  {
    n: 6,
    name: 'forgetPwd',
    method: 'POST',
    path: '/wps/member/password/email',
    form: 'username=player1&email=player1%40example.com',
  },
  {
    n: 7,
    name: 'findPasswordByPhone',
    method: 'POST',
    path: '/wps/member/password/sms',
    body: { mobileNum: '812345678', countryDialingCode: '66' },
  },
  {
    n: 9,
    name: 'icon',
    method: 'GET',
    path: '/wps/member/info/icon?',
    reads: (a) => typeof a.value === 'number',
  },
  {
    n: 10,
    name: 'loginCode',
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    body: { countryDialingCode: '66', mobileNum: '899990001' },
    reads: has('expiredMinutes'),
  },
  { n: 11, name: 'securityConfig', method: 'GET', path: '/wps/v2/member/securityConfig?' },
  {
    n: 12,
    name: 'registerSms',
    method: 'POST',
    path: '/wps/verification/sms/register',
    body: { countryDialingCode: '66', mobileNo: '899990002' },
    reads: has('expiredMinutes'),
  },
  {
    n: 14,
    name: 'getPlayerRankProgress',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerRankProgress?',
  },
  {
    n: 15,
    name: 'setRegister',
    method: 'GET',
    path: '/wps/system/setting/register?',
    reads: (a) => obj(obj(a.value).password).minLength !== undefined,
  },
  {
    n: 16,
    name: 'affiliate',
    method: 'GET',
    path: '/wps/agent/affiliate?code=AGENT1&domain=siam88.localhost',
  },
  {
    n: 17,
    name: 'captcha',
    method: 'GET',
    path: '/wps/captcha?',
    reads: (a) =>
      typeof a.value === 'string' && a.value.length > 100 && /captchaId=/.test(a.cookie ?? ''),
  },
  { n: 18, name: 'captchaGeetest', method: 'GET', path: '/wps/captcha/geetest?' },
  {
    n: 21,
    name: 'registerAuto',
    method: 'PUT',
    path: '/wps/member/register/autoUsername',
    body: { registerMethod: 'WEB', login: true, loginDeviceId: 'fp-1' },
  },
  {
    n: 22,
    name: 'registerOnlyMobile',
    method: 'PUT',
    path: '/wps/member/register/onlyMobile',
    body: { mobileNum: '899990003', loginDeviceId: 'fp-1' },
  },
  {
    n: 23,
    name: 'countryCode',
    method: 'GET',
    path: '/wps/system/country?',
    reads: (a) => Array.isArray(a.value) && a.value.length > 0,
  },
  {
    n: 24,
    name: 'permission',
    method: 'GET',
    path: '/wps/system/status?url=siam88.localhost',
    reads: (a) =>
      [
        'customerService',
        'domainRoute',
        'resources',
        'whitelabel',
        'register',
        'mainDomain',
        'analytics',
        'imageCDNs',
        'launchGameCDNs',
      ].every((f) => obj(obj(a.value).info)[f] !== undefined) &&
      has('location', 'maintenance', 'regionRestriction')(a),
  },
  { n: 25, name: 'location', method: 'GET', path: '/wps/system/location?', reads: has('ip') },
  {
    n: 26,
    name: 'whitelabel',
    method: 'GET',
    path: '/wps/system/whitelabel?',
    reads: (a) => Array.isArray(obj(a.value).childrenNodes),
  },
  {
    n: 27,
    name: 'settingsConsolidated',
    method: 'GET',
    path: '/wps/system/settings/consolidated?',
  },
  {
    n: 28,
    name: 'domainRoute',
    method: 'GET',
    path: '/wps/system/domainRoute?',
    reads: (a) => Array.isArray(obj(a.value).domainList),
  },
  {
    n: 29,
    name: 'templates',
    method: 'GET',
    path: '/wps/system/templates?',
    reads: has('templateId', 'merchantCode', 'parameters'),
  },
  {
    n: 30,
    name: 'helpCenter',
    method: 'GET',
    path: '/wps/system/helpCenter?lang=TH&device=WEB',
    reads: (a) =>
      Array.isArray(a.value) &&
      ['title', 'tag', 'children'].every((f) => obj((a.value as unknown[])[0])[f] !== undefined),
  },
  { n: 31, name: 'ping', method: 'GET', path: '/wps/system/test/ping?speed=1' },
  {
    n: 32,
    name: 'updateLanguage',
    method: 'PUT',
    path: '/wps/member/language',
    body: { language: 'TH' },
  },
  {
    n: 33,
    name: 'feedback',
    method: 'PUT',
    path: '/wps/feedback',
    body: {
      content: 'The lobby loads quickly, thanks a lot!',
      sender: 'player1',
      type: 1,
    },
    captcha: true,
  },
  {
    n: 34,
    name: 'balance',
    method: 'GET',
    path: '/wps/v2/wallets/balance?',
    reads: has('balance'),
  },
  {
    n: 35,
    name: 'walletTransfer',
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    body: {},
  },
  {
    n: 36,
    name: 'merchantWallet',
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet?',
    reads: has('isSingle'),
  },
  {
    n: 37,
    name: 'consolidated',
    method: 'GET',
    path: '/wps/member/info/funds/consolidated?',
    reads: has('dailysalreqtype', 'divtypereq', 'contracthoursalreq', 'realtimesalreqtype'),
  },
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
    path: '/wps/relay/GCSGAME_hotGamesV2?merchantCode=siam88&isPlatform=true&vassalage=&platform=WEB&language=TH',
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
    path: '/wps/game/launchGame?gameId=359&nodeId=100358&accountType=1&confirmTrans=false&vassalage=PG&username=player1&launchMode=1&platform=WEB&clientType=3&merchantCode=siam88&token=x&language=TH',
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
  },
  {
    n: 86,
    name: 'processC2C',
    method: 'POST',
    path: '/wps/relay/MCSFE_processC2CTransaction',
    body: {},
  },
  {
    n: 87,
    name: 'signUpRequestReward',
    method: 'POST',
    path: '/wps/relay/MCSFE_signUpRequestReward',
    body: {},
  },
  { n: 88, name: 'playerAvatar', method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar?' },
  {
    n: 89,
    name: 'processDividend',
    method: 'POST',
    path: '/wps/relay/MCSFE_processContractDividend',
    body: {},
  },
  {
    n: 90,
    name: 'processDailySalary',
    method: 'POST',
    path: '/wps/relay/MCSFE_processDailySalaryContract',
    body: {},
  },
  {
    n: 91,
    name: 'processHourSalary',
    method: 'POST',
    path: '/wps/relay/MCSFE_processContractHourSalary',
    body: {},
  },
  {
    n: 92,
    name: 'processRealTimeSalary',
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    body: {},
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
