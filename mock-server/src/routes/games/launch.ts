// Launching a game: a ticket and the URL it plays at (a launch CDN of the tenant, or the demo game
// of demo-game.ts), a lottery's own page, or a vendor's game list; recent games remember it.
import crypto from 'node:crypto';
import type { Request } from 'express';
import type { gamesOps } from '#schemas/api/games.ts';
import { cdnBase } from '#schemas/cdn.ts';
import {
  filterGames,
  tenantCatalogue,
  type TenantCatalogue,
  type TenantGame,
} from '../../domain/games/catalogue.ts';
import { seedPairOf } from '../../domain/games/fairness.ts';
import type { GamesData } from '../../records/games.ts';
import { toGameItem } from '../../domain/games/view.ts';
import { ApiError } from '../../refusals/api-error.ts';
import type { Ctx, Handlers } from '../../http/bind.ts';
import type { Tenant } from '../../tenancy.ts';
import { gameOf } from './shared.ts';

type Ops = typeof gamesOps;

/** A launch ticket lives this long at most (it ends with its session before that). */
export const TICKET_TTL_MS = 12 * 3600 * 1000;
/** Recent games kept per member. */
const RECENT_KEPT = 50;

const LOTTERY_ROUTES: Record<string, string> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

/** A few playable games like `g`: same vendor and category, nearest in the catalogue. */
function alternativesTo(cat: TenantCatalogue, g: TenantGame, count = 4): TenantGame[] {
  const same = filterGames(cat, {
    gameType: g.gameType,
    vassalage: g.vassalage,
    vendorCards: false,
  });
  const at = same.findIndex((x) => x.gameCode === g.gameCode);
  const around = [...same.slice(at + 1), ...same.slice(0, Math.max(at, 0))];
  const fit = around.filter(
    (x) => !x.maintenance && (g.subType === null || x.subType === g.subType),
  );
  const rest = around.filter((x) => !x.maintenance && !fit.includes(x));
  return [...fit, ...rest].slice(0, count);
}

type LaunchCtx = Ctx<Ops['launchGame']> | Ctx<Ops['gameLaunchFB']>;

/** A one-time launch ticket of a member for a game; expired ones go. */
export function addTicket(
  games: GamesData,
  ticket: string,
  memberId: number,
  gameCode: string,
  now: number,
  sessionToken?: string,
): void {
  games.tickets = games.tickets.filter((t) => t.expiresAt > now);
  games.tickets.push({
    ticket,
    memberId,
    gameCode,
    issuedAt: now,
    expiresAt: now + TICKET_TTL_MS,
    ...(sessionToken !== undefined ? { sessionToken } : {}),
    spins: 0,
  });
}

/** Where a ticket plays its game: a launch CDN of the tenant, or this server's demo page. */
export function launchUrl(
  tenant: Tenant,
  req: Request,
  g: Pick<TenantGame, 'vassalage' | 'gameCode'>,
  ticket: string,
  language?: string,
): string {
  const hosts = tenant.manifest.cdn.gameLaunch;
  const t = encodeURIComponent(ticket);
  const lang = language && /^[A-Za-z-]{2,10}$/.test(language) ? `&lang=${language}` : '';
  return hosts.length > 0
    ? `${cdnBase(hosts[crypto.randomInt(hosts.length)]!)}/launch/${encodeURIComponent(g.vassalage)}/${encodeURIComponent(g.gameCode)}?t=${t}`
    : `${req.protocol}://${req.get('host') ?? 'localhost'}/demo-game/play?t=${t}${lang}`;
}

async function launch(ctx: LaunchCtx, embed: boolean) {
  const { tenant, member, query, deps, req, session, language } = ctx;
  const cat = tenantCatalogue(tenant.manifest);
  const g = gameOf(cat, query.gameCode);
  if (g.maintenance)
    throw new ApiError(409, 'recommend_game_tips1', 'this game is under maintenance', {
      alternatives: alternativesTo(cat, g).map((x) => toGameItem(cat, x)),
    });
  const base = { gameCode: g.gameCode, gameName: g.displayName, vassalage: g.vassalage };
  const route = LOTTERY_ROUTES[g.vassalage];
  if (!route && !g.isGame) return { type: 'vendorList' as const, ...base };
  const now = deps.clock.now();
  const ticket = route ? undefined : crypto.randomBytes(24).toString('base64url');
  await tenant.store.write((draft) => {
    const games = draft.games;
    games.recent = games.recent.filter(
      (r) => !(r.memberId === member.id && r.gameCode === g.gameCode),
    );
    games.recent.push({ memberId: member.id, gameCode: g.gameCode, at: now });
    const mine = games.recent.filter((r) => r.memberId === member.id);
    if (mine.length > RECENT_KEPT) {
      const oldest = new Set(mine.sort((a, b) => a.at - b.at).slice(0, mine.length - RECENT_KEPT));
      games.recent = games.recent.filter((r) => !oldest.has(r));
    }
    if (ticket) {
      addTicket(games, ticket, member.id, g.gameCode, now, session.token);
      seedPairOf(games, member.id, now);
    }
  });
  if (route)
    return {
      type: 'route' as const,
      ...base,
      route: `${route}?gameCode=${encodeURIComponent(g.gameCode)}`,
    };
  const url = launchUrl(tenant, req, g, ticket ?? '', language);
  return { type: 'url' as const, ...base, url: embed ? `${url}&embed=1` : url, embed };
}

export const launchRoutes: Pick<Handlers<Ops>, 'launchGame' | 'gameLaunchFB'> = {
  launchGame: (ctx) => launch(ctx, false),
  gameLaunchFB: (ctx) => launch(ctx, true),
};
