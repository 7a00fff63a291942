// Every route path of spec §2 in one map, with the guard and layout rules that belong to paths.
import { CATEGORIES, GAME_LIST_CATEGORIES, HOT_LIST_PATH } from '#schemas/categories.ts';
import { SMS_SIGN_IN_PATH, type DisplayCategory } from '#schemas/constants.ts';
import type { contentOps } from '#schemas/api/content.ts';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { routeKey } from '#schemas/route-preload.ts';

/** What a route tells the layout (app/router.tsx writes it, app/layout/root-layout.tsx reads it). */
export interface RouteHandle {
  titleKey: string;
  /** Modal a path opens over the home page (/login, /register, /help). */
  modal?: 'login' | 'register' | 'help';
}

/** Each game category's screen, under its lower-case name (`paths.rng` is `/rng`). */
const categoryPaths = Object.fromEntries(
  Object.entries(CATEGORIES).map(([c, row]) => [c.toLowerCase(), row.path]),
) as { readonly [C in DisplayCategory as Lowercase<C>]: (typeof CATEGORIES)[C]['path'] };

export const paths = {
  home: '/',
  index: '/index',
  indexHtml: '/index.html',
  homeAlias: '/home',
  login: '/login',
  register: '/register',
  help: '/help',
  agent: '/agent',
  agentHome: '/agentHome',
  member: '/member',
  ...categoryPaths,
  hot: HOT_LIST_PATH,
  favorite: '/favorite',
  recent: '/recent',
  newGames: '/new',
  lottery: '/lottery',
  seaLottery: '/seaLottery',
  vnLottery: '/vnLottery',
  promotions: '/promotions',
  pointMall: '/pointMall',
  seamless: '/seamless',
  lottert: '/lottert',
  vnlottery: '/vnlottery',
  sealottery: '/sealottery',
  /** The provider's lottery lobby (spec §7 "Lottery lobby" launch), framed; side menu hidden. */
  lottoLobby: '/lottoLobby',
  /** Where a sign-in link texted with an SMS code lands (the token in the fragment). */
  smsSignIn: SMS_SIGN_IN_PATH,
} as const;

/** Routes a visitor without a session token may not open (they go to /login). */
export const LOGIN_ONLY: readonly string[] = [
  paths.member,
  paths.lottery,
  paths.seaLottery,
  paths.vnLottery,
  paths.favorite,
  paths.recent,
  paths.pointMall,
  paths.seamless,
  paths.lottert,
  paths.vnlottery,
  paths.sealottery,
  paths.lottoLobby,
];

/**
 * Pages that ask one question of someone who just arrived (the SMS sign-in link's "sign in as
 * ...?"): the startup popups wait for the next page instead of covering it.
 */
export const NO_STARTUP_POPUPS: readonly string[] = [paths.smsSignIn];

/** Paths that render the home page (with a modal for /login, /register, /help). */
export const HOME_PATHS: readonly string[] = [
  paths.home,
  paths.index,
  paths.indexHtml,
  paths.homeAlias,
  paths.login,
  paths.register,
  paths.help,
];
export const isHomePath = (pathname: string) => HOME_PATHS.includes(pathname);

/**
 * Routes whose modal is for visitors (sign in, sign up): a session there goes home, whatever
 * order the token, the route's chunk and the modal land in (free play once stayed on /login when
 * its token came after the modal).
 */
const VISITOR_ONLY: readonly string[] = [paths.login, paths.register];

/** Routes only an agent may open; everyone else goes to the agent landing page. */
const AGENT_ONLY: readonly string[] = [paths.agentHome];

/** Routes without header or footer. */
const NO_CHROME: readonly string[] = [paths.agent, paths.agentHome];
/** Routes without the side menu. */
const NO_SIDE_MENU: readonly string[] = [
  paths.seamless,
  paths.lottert,
  paths.vnlottery,
  paths.sealottery,
  paths.lottoLobby,
];

/**
 * Game list screens (a grid of tiles taller than a phone's screen): until the list is in, they
 * hold a screen's height, so the footer is never painted on screen and then pushed off it (it
 * was, and moved the whole page: a layout shift of 0.81 on /rng). games/lib/list-config.ts maps
 * them to their list.
 */
export const GAME_GRID_PATHS: readonly string[] = [
  ...GAME_LIST_CATEGORIES.map((c) => CATEGORIES[c].path),
  paths.hot,
  paths.favorite,
  paths.recent,
  paths.newGames,
];

// Case matters: /seaLottery (lottery screen) and /sealottery (game page) are different routes.
const matches = (list: readonly string[], pathname: string) => list.includes(routeKey(pathname));

export const requiresLogin = (pathname: string) => matches(LOGIN_ONLY, pathname);
export const requiresAgent = (pathname: string) => matches(AGENT_ONLY, pathname);
// The router matches /login and /LOGIN alike.
export const visitorOnly = (pathname: string) => matches(VISITOR_ONLY, pathname.toLowerCase());
export const showsChrome = (pathname: string) => !matches(NO_CHROME, pathname);
export const showsSideMenu = (pathname: string) =>
  showsChrome(pathname) && !matches(NO_SIDE_MENU, pathname);
export const isAgentPath = (pathname: string) => matches(NO_CHROME, pathname);
export const isGameGridPath = (pathname: string) => matches(GAME_GRID_PATHS, pathname);
/**
 * The game lists a visitor without a session can open. A page opened at an address (a link, a
 * bookmark, a new tab) has no session yet, so only these are a first screen: the head starts
 * their chunk, the build prerenders them. /favorite and /recent land on the login instead.
 */
export const VISITOR_GAME_GRID_PATHS = GAME_GRID_PATHS.filter((p) => !requiresLogin(p));

/**
 * The first screens `lobby build` prerenders, one document per path (runtime/src/prerender.tsx):
 * the home page with the modals opened over it, and every game list a visitor without a session
 * can open. Per path, not per kind of screen: the side menu marks the path's own link, so the
 * frame of /rng is not the frame of /live. Any other path gets the home page's document and
 * renders afresh over it. /index and /index.html are left out: their file would be the home
 * page's.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.home,
  paths.homeAlias,
  paths.login,
  paths.register,
  paths.help,
  ...VISITOR_GAME_GRID_PATHS,
];

/** A member-centre tab, e.g. `/member?tab=securityCenter` (`?page=` is read too). */
export const memberHref = (tab: string) => `${paths.member}?tab=${encodeURIComponent(tab)}`;

type AnnouncementAction = NonNullable<
  ResponseOf<typeof contentOps.announcements>['list'][number]['action']
>;

/** Where an announcement's promotion action leads (spec §4: the reward centre). */
export const ANNOUNCEMENT_ACTION_HREF = {
  rewardCenter: memberHref('rewardCenter'),
} as const satisfies Record<AnnouncementAction, string>;
