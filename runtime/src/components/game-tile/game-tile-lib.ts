// Pure helpers of the shared game tile (spec §2 "Game tiles and lists", §9): name truncation,
// the ticker, image hosts, the favourite throttle and the lottery routes of launch rule 3.
import { CATEGORIES } from '#schemas/categories.ts';
import { cdnBase } from '#schemas/cdn.ts';
import { GAME_NAME_MAX, GAME_TICKER } from '../../config/constants.ts';
import { apiAsset } from '../../lib/api/base.ts';

/** Display name cut at 12 characters (by code point, so Thai or Chinese never split). */
export function truncateName(name: string, max: number = GAME_NAME_MAX): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}

/** A stable start for a tile's ticker, from its game id (so it does not jump on remount). */
export function tickerStart(gameId: number): number {
  const base = 100_000 + ((gameId * 2_654_435_761) % 900_000);
  return Math.round(base * 100) / 100;
}

/** Ticker value after `ticks` steps of 165.11 (spec §9), exact to the cent. */
export function tickerValue(start: number, ticks: number): number {
  return Math.round((start + ticks * GAME_TICKER.step) * 100) / 100;
}

/**
 * The icon URL on an image host picked at random from the manifest's list; with none, on the API
 * that answered the path (the site's own origin, or the manifest's api.baseUrl).
 */
export function imageUrl(
  path: string,
  hosts: readonly string[],
  random: () => number = Math.random,
): string {
  if (/^https?:\/\//.test(path)) return path;
  if (hosts.length === 0) return apiAsset(path);
  const host = hosts[Math.floor(random() * hosts.length)] ?? hosts[0]!;
  return `${cdnBase(host)}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Leading-edge throttle: the first call runs, calls within `gapMs` after it are dropped.
 * Returns whether the call ran.
 */
export function createThrottle(gapMs: number, now: () => number = () => Date.now()) {
  let last = -Infinity;
  return (run: () => void): boolean => {
    const t = now();
    if (t - last < gapMs) return false;
    last = t;
    run();
    return true;
  };
}

/** Launch rule 3 (spec §2): these vendors open a lottery screen of the site. */
export const LOTTERY_ROUTES: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

export const lotteryRouteOf = (vassalage: string, gameCode: string): string | null => {
  const route = LOTTERY_ROUTES[vassalage];
  return route ? `${route}?gameCode=${encodeURIComponent(gameCode)}` : null;
};

type LaunchStep =
  | { kind: 'list'; route: string }
  | { kind: 'login' }
  | { kind: 'trial' }
  | { kind: 'route'; route: string }
  | { kind: 'vendorList' }
  | { kind: 'direct' };

/**
 * Categories whose vendor cards open their list filtered to that vendor (rule 6): slots under
 * /rng, and the in-house vendors the §4 regrouping moved out of RNG under their own /inhouse.
 */
const VENDOR_LIST_ROUTES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CATEGORIES).flatMap(([c, row]) =>
    row.vendorCardOpensList ? [[c, row.path]] : [],
  ),
);

/**
 * Spec §2 launch rules for one game and the session. Rule 6 (an RNG vendor card goes to /rng
 * with its vassalage) is a plain list link, so it applies to visitors too; then rules 1–5 in order.
 */
export function launchStepOf(
  game: { vassalage: string; gameCode: string; isGame: boolean; gameType?: string },
  session: { loggedIn: boolean; trial: boolean },
): LaunchStep {
  const list = game.isGame ? undefined : VENDOR_LIST_ROUTES[game.gameType ?? ''];
  if (list)
    return { kind: 'list', route: `${list}?vassalage=${encodeURIComponent(game.vassalage)}` };
  if (!session.loggedIn) return { kind: 'login' };
  if (session.trial) return { kind: 'trial' };
  const route = lotteryRouteOf(game.vassalage, game.gameCode);
  if (route) return { kind: 'route', route };
  if (!game.isGame) return { kind: 'vendorList' };
  return { kind: 'direct' };
}
