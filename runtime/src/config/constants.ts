// The business constants and limits of spec §9, in one place. Nothing else hard-codes them.

/** SMS button throttle and captcha refresh gap. */
export const THROTTLE_MS = 1000;
export const CAPTCHA_REFRESH_GAP_MS = 1000;
const SMS_DEFAULT_EXPIRED_MINUTES = 1;
export const smsCountdownSeconds = (expiredMinutes?: number) =>
  Math.round((expiredMinutes ?? SMS_DEFAULT_EXPIRED_MINUTES) * 60);

/** Remember-me cookies live one day. */
export const REMEMBER_COOKIE_MS = 86_400_000;

export const FEEDBACK_MIN_LENGTH = 20;
export const FEEDBACK_MAX_LENGTH = 200;
export const ACTIVITY_COMMENT_MAX = 140;
export {
  AGENT_TYPES,
  AMOUNT_MAX,
  TRIAL_TYPE,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_TYPES,
} from '#schemas/constants.ts';

// In schemas/constants.ts: the head's boot calls (cli build) use the same page sizes.
export { PAGE_SIZE } from '#schemas/constants.ts';
export const PAGINATION_RANGE = 2;

export const HOT_CAROUSEL = {
  slidesPerView: 6,
  spaceBetween: 13,
  autoplayMs: 1200,
  speedMs: 1100,
  arrowsAbove: 7,
} as const;
export const HOME_SECTION_ARROWS_ABOVE = 12;
/** The most tiles a home section's row shows at once, at its widest (home.css' columns). */
export const HOME_ROW_PER_VIEW = 6;
export const BANNER_CAROUSEL = {
  slidesPerView: 3,
  spaceBetween: 20,
  autoplayMs: 5000,
  speedMs: 1000,
} as const;

// In schemas/constants.ts: the server's jackpot (platform wire) climbs at the same pace.
export { JACKPOT } from '#schemas/constants.ts';
export const GAME_TICKER = { step: 165.11, intervalMs: 3000 } as const;
/** Game lists (spec §2): search debounce, virtual grid tile sizes, vendor menu large layout. */
export const GAME_LIST = {
  /** The URL follows the typed keyword after this pause (the results show at once). */
  searchDebounceMs: 150,
  /** Longest keyword (the gameList bound). */
  keywordMax: 60,
  minTileWidth: 150,
  gap: 12,
  overscanRows: 2,
  vendorLargeLayoutAbove: 10,
  /** Rows left below the viewport that trigger the next page. */
  prefetchRows: 4,
  /** The search index waits for the first icons at most this long (a stuck icon never blocks it). */
  indexWaitForIconsMs: 5000,
} as const;
/** Favourite toggle: once per second (spec §4). */
export const FAVOURITE_THROTTLE_MS = 1000;

export const MONEY_DECIMALS = 2;
export const QR_CODE_PX = 120;
export const GAME_NAME_MAX = 12;
export const LAZY_IMAGE_THRESHOLD = 0.1;
export const TIME_RANGES_DAYS = [7, 30] as const;
/** Payment password: 6 digits. */
export const PAYMENT_PASSWORD_PATTERN = /^[0-9]{6}$/;

/** Modal frame (spec §9); the 100 ms show delay is left out on purpose (see ui/modal.tsx). */
export const MODAL = { width: 200, height: 200, clickToClose: false } as const;

/** Page chunks (and API calls) give up after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;
export const REQUEST_TIMEOUT_MS = 120_000;

export const LOGIN_TYPES = ['username', 'sms'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** Feedback types of spec §3. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;

export const STORAGE_KEYS = {
  token: 'token',
  merchant: 'merchantCode',
  cpw: 'cpw',
  userPopup: 'USER_POPUP',
  anonymousPopup: 'ANONYMOUS_POPUP',
  theme: 'lobby.theme',
  language: 'lobby.lang',
  popupHiddenDay: 'lobby.popupHiddenDay',
  balanceHidden: 'lobby.balanceHidden',
} as const;

export const COOKIE_KEYS = {
  username: 'lastUsername',
  password: 'lastPassword',
  remember: 'loginRemember',
  smsPhone: 'smsPhone',
} as const;

/** Lottery screens: 2- or 3-digit picks, results shown, bets per page, refresh. */
export const LOTTERY = {
  pickDigits: [2, 3],
  maxPicks: 1000,
  resultsShown: 10,
  betsPageSize: 10,
  pendingRefreshMs: 10_000,
} as const;

/** Points mall (PTSYS3): records per page, whole points per conversion. */
export const POINTS_PAGE_SIZE = 10;
