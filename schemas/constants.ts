// Enumerations shared by the tenant schema, the API contract, the server and the runtime.
// They are data the schema must enumerate, so they live beside it rather than in runtime config.

/**
 * The query parameter that names the tenant (its merchant code) on a request that cannot carry
 * the Merchant header, for an API host several brands share: the push socket's upgrade and a
 * one-click sign-in's start (a page navigation).
 */
export const MERCHANT_PARAM = 'merchant';

/** The site's page a texted sign-in link opens; the token follows in the fragment (`#<token>`). */
export const SMS_SIGN_IN_PATH = '/sms-sign-in';

/** The ~35 interface languages of spec §1 (BCP 47 tags). */
export const LANGUAGES = [
  'th',
  'en',
  'zh',
  'zh-Hant',
  'ja',
  'ko',
  'vi',
  'id',
  'ms',
  'tl',
  'my',
  'km',
  'lo',
  'hi',
  'bn',
  'ur',
  'ta',
  'te',
  'ne',
  'si',
  'ar',
  'fa',
  'tr',
  'ru',
  'uk',
  'kk',
  'uz',
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'nl',
  'pl',
  'ro',
] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages written right to left. */
export const RTL_LANGUAGES: readonly Language[] = ['ar', 'fa', 'ur'];

/** Registration form fields of spec §3 whose rules a tenant sets. */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** Raw game categories as the platform's menus carry them (spec §1, §4). */
export const GAME_CATEGORIES = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'SPORTS',
  'LOTT',
  'ELOTT',
  'BGS',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Categories after the §4 regrouping: ESPORTS and COCKFIGHT out of SPORTS, INHOUSE out of RNG. */
export const DISPLAY_CATEGORIES = [
  'LIVE',
  'RNG',
  'INHOUSE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'BGS',
] as const;
export type DisplayCategory = (typeof DISPLAY_CATEGORIES)[number];

/** Home sections after the hot games, in the default order of spec §2. */
export const HOME_SECTIONS = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'ELOTT',
  'COCKFIGHT',
] as const;

export const ESPORTS_VENDORS = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
export const COCKFIGHT_VENDORS = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;
/** Every vendor code the platform knows, by the raw category it is listed under. */
export const VENDORS_BY_CATEGORY = {
  LIVE: ['EVO', 'SEXY', 'PT_LIVE', 'DG', 'WM', 'SA'],
  RNG: [
    'PG',
    'PP',
    'JILI',
    'JDB',
    'CQ9',
    'FC',
    'KM',
    'SPRIBE',
    'RT',
    'NLC',
    'INHOUSE_SLOT',
    'INHOUSE_CRASH',
  ],
  FISH: ['JILI_FISH', 'JDB_FISH', 'FC_FISH', 'CQ9_FISH'],
  PVP: ['KY', 'V8', 'KM_PVP', 'LEG'],
  SPORTS: ['SABA', 'BTI', 'SBO', 'PINNACLE', ...ESPORTS_VENDORS, ...COCKFIGHT_VENDORS],
  LOTT: ['LOTT', 'TCG_LOTTO_VN', 'TCG_SEA'],
  ELOTT: ['ELOTT', 'TCG_LOTTO_VN'],
  BGS: ['BGS'],
} as const satisfies Record<GameCategory, readonly string[]>;

export const VENDOR_CODES = [...new Set(Object.values(VENDORS_BY_CATEGORY).flat())] as string[];

export const CUSTOMER_SERVICE_TYPES = [
  'livechat',
  'telegram',
  'facebook',
  'line',
  'twitter',
  'whatsapp',
] as const;
export const SOCIAL_NETWORKS = [
  'facebook',
  'tiktok',
  'youtube',
  'twitter',
  'instagram',
  'telegram',
  'whatsapp',
] as const;
/** Theme tokens every theme must define; each becomes a `--lobby-<token>` CSS variable. */
export const THEME_TOKENS = [
  'primary',
  'primaryContrast',
  'accent',
  'background',
  'surface',
  'surfaceAlt',
  'text',
  'textMuted',
  'border',
  'success',
  'danger',
  'warning',
] as const;

/**
 * Theme tokens a manifest may leave out, per theme: they follow the brand colour
 * (schemas/theme-derive.ts). Each theme's accent follows its own primary; the light theme's
 * primary follows the dark one's, so the brand colour is declared once.
 */
export const DERIVED_THEME_TOKENS = {
  dark: ['accent'],
  light: ['accent', 'primary'],
} as const satisfies Record<'dark' | 'light', readonly ThemeToken[]>;
type ThemeToken = (typeof THEME_TOKENS)[number];
type DerivedIn<M extends 'dark' | 'light'> = (typeof DERIVED_THEME_TOKENS)[M][number];
const declaredIn = <M extends 'dark' | 'light'>(mode: M) =>
  THEME_TOKENS.filter(
    (t): t is Exclude<ThemeToken, DerivedIn<M>> =>
      !(DERIVED_THEME_TOKENS[mode] as readonly string[]).includes(t),
  );
/** Theme tokens every manifest declares in each theme: the operator's own colours. */
export const DECLARED_THEME_TOKENS = { dark: declaredIn('dark'), light: declaredIn('light') };

/** Page sizes of the runtime's list calls (the head's boot calls of a tenant page use them too). */
export const PAGE_SIZE = {
  announcements: 10,
  notices: 10,
  recent: 20,
  gameList: 20,
  winners: 20,
  favourites: 999,
  /** Member-centre records (deposits, withdrawals, ledger, bets, messages). */
  records: 10,
} as const;

/**
 * Home sections whose first page the page's head asks for before the scripts run: those within
 * a phone's first two screens (on goldcrown the third section starts near 1,560 px of a 823 px
 * screen). The others ask for theirs as they come within a screen of the viewport, so a visitor
 * who never scrolls that far never loads them.
 */
export const HOME_SECTIONS_AT_BOOT = 3;

// Rules the browser and the server both enforce: declared once here, so the form refuses exactly
// what the API would.

/** A mobile number on the wire (the dialling code apart): digits only, 5 to 15 of them. */
export const MOBILE_NUM_PATTERN = '^[0-9]{5,15}$';

/** Money amounts on the wire: positive, at most 2 decimals, at most this. */
export const AMOUNT_MAX = 1_000_000_000;

/** Uploads (spec §5, §9): png or jpg, 5 MB each, 3 files at most. */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 3;

/**
 * Byte budgets of a tenant's images: the logo and favicon are preloaded on every page, a banner
 * is the home's first paint. `lobby validate` refuses a file over its budget.
 */
export const ASSET_BUDGET_BYTES = {
  logo: 200 * 1024,
  favicon: 100 * 1024,
  banner: 500 * 1024,
} as const;
export type AssetRole = keyof typeof ASSET_BUDGET_BYTES;

/** Member types of spec §4 and §6: agents' types, and the trial (free play) member's. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;

/** The jackpot counter of spec §9: its range, and steps of 100–500 every 3, 4 or 5 seconds. */
export const JACKPOT = {
  min: 50_000_000,
  max: 99_000_000,
  stepMin: 100,
  stepMax: 500,
  intervalsMs: [3000, 4000, 5000],
} as const;
