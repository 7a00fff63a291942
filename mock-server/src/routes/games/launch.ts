// Launching a game and the demo game it opens: a real page whose spins bet through the ledger.
import crypto from 'node:crypto';
import type { Request } from 'express';
import { DEMO_STAKES, type gamesOps } from '../../../../schemas/api/games.ts';
import {
  catalogue,
  filterGames,
  tenantCatalogue,
  type TenantCatalogue,
  type TenantGame,
} from '../../domain/games/catalogue.ts';
import { demoGameHtml, expiredHtml } from '../../domain/games/demo-page.ts';
import { spinOutcome } from '../../domain/games/spin.ts';
import type { GamesData, LaunchTicket } from '../../domain/games/types.ts';
import { toGameItem } from '../../domain/games/view.ts';
import { balanceOf, post } from '../../domain/ledger.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Ctx, Handlers } from '../../http/bind.ts';
import { fromMinor, toMinor } from '../../money.ts';
import { nextId } from '../../store/data.ts';
import type { Deps } from '../../deps.ts';
import type { Tenant } from '../../tenancy.ts';
import { gameOf } from './shared.ts';

type Ops = typeof gamesOps;

/** A launch ticket lives this long. */
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

function validTicket(
  games: Readonly<GamesData>,
  ticket: string,
  now: number,
): LaunchTicket | undefined {
  const t = games.tickets.find((x) => x.ticket === ticket);
  return t && t.expiresAt > now ? t : undefined;
}

function ticketOrRefuse(tenant: Tenant, ticket: string, now: number) {
  const t = validTicket(tenant.store.data.games, ticket, now);
  const member = t && tenant.store.data.members.find((m) => m.id === t.memberId);
  const game = t && catalogue().byCode.get(t.gameCode);
  if (!t || !member || !game)
    throw new ApiError(401, 'user.or.token.invalid', 'launch ticket unknown or expired');
  return { t, member, game };
}

type LaunchCtx = Ctx<Ops['launchGame']> | Ctx<Ops['gameLaunchFB']>;

/** A one-time launch ticket of a member for a game; expired ones go. */
export function addTicket(
  games: GamesData,
  ticket: string,
  memberId: number,
  gameCode: string,
  now: number,
): void {
  games.tickets = games.tickets.filter((t) => t.expiresAt > now);
  games.tickets.push({
    ticket,
    memberId,
    gameCode,
    issuedAt: now,
    expiresAt: now + TICKET_TTL_MS,
    spins: 0,
  });
}

/** Where a ticket plays its game: a launch CDN of the tenant, or this server's demo page. */
export function launchUrl(
  tenant: Tenant,
  req: Request,
  g: Pick<TenantGame, 'vassalage' | 'gameCode'>,
  ticket: string,
): string {
  const hosts = tenant.manifest.cdn.gameLaunch;
  const t = encodeURIComponent(ticket);
  return hosts.length > 0
    ? `https://${hosts[crypto.randomInt(hosts.length)]}/launch/${encodeURIComponent(g.vassalage)}/${encodeURIComponent(g.gameCode)}?t=${t}`
    : `${req.protocol}://${req.get('host') ?? 'localhost'}/demo-game/play?t=${t}`;
}

async function launch(ctx: LaunchCtx, embed: boolean) {
  const { tenant, member, query, deps, req } = ctx;
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
    if (ticket) addTicket(games, ticket, member.id, g.gameCode, now);
  });
  if (route)
    return {
      type: 'route' as const,
      ...base,
      route: `${route}?gameCode=${encodeURIComponent(g.gameCode)}`,
    };
  const url = launchUrl(tenant, req, g, ticket ?? '');
  return { type: 'url' as const, ...base, url: embed ? `${url}&embed=1` : url, embed };
}

export const launchRoutes = (
  deps: Deps,
): Pick<
  Handlers<Ops>,
  'launchGame' | 'gameLaunchFB' | 'demoGamePage' | 'demoGameState' | 'demoGameSpin'
> => ({
  launchGame: (ctx) => launch(ctx, false),
  gameLaunchFB: (ctx) => launch(ctx, true),

  demoGamePage: ({ tenant, query, res }) => {
    const t = validTicket(tenant.store.data.games, query.t, deps.clock.now());
    const game = t && catalogue().byCode.get(t.gameCode);
    res.set('cache-control', 'no-store');
    if (!t || !game) {
      res.status(401).type('html').send(expiredHtml());
      return;
    }
    res.type('html').send(
      demoGameHtml({
        ticket: t.ticket,
        gameName: game.gameName,
        vendor: game.vassalage,
        stakes: DEMO_STAKES,
      }),
    );
  },

  demoGameState: ({ tenant, query }) => {
    const { t, member, game } = ticketOrRefuse(tenant, query.t, deps.clock.now());
    return {
      gameCode: game.gameCode,
      gameName: game.gameName,
      vassalage: game.vassalage,
      balance: fromMinor(balanceOf(tenant.store.data, member.id)),
      stakes: [...DEMO_STAKES],
      expiresAt: t.expiresAt,
    };
  },

  demoGameSpin: async ({ tenant, body }) => {
    const now = deps.clock.now();
    const { game } = ticketOrRefuse(tenant, body.ticket, now);
    const stake = toMinor(body.stake);
    return tenant.store.write((draft) => {
      const t = validTicket(draft.games, body.ticket, now);
      if (!t) throw new ApiError(401, 'user.or.token.invalid', 'launch ticket unknown or expired');
      post(draft, {
        memberId: t.memberId,
        amount: -stake,
        type: 'bet',
        at: now,
        ref: `demo:${t.gameCode}`,
      });
      const outcome = spinOutcome(t.ticket, t.spins, stake);
      t.spins++;
      const betId = nextId(draft);
      let balance = balanceOf(draft, t.memberId);
      if (outcome.payout > 0)
        balance = post(draft, {
          memberId: t.memberId,
          amount: outcome.payout,
          type: 'payout',
          at: now,
          ref: `bet:${betId}`,
        }).balanceAfter;
      draft.games.bets.push({
        id: betId,
        memberId: t.memberId,
        gameCode: game.gameCode,
        gameName: game.gameName,
        vassalage: game.vassalage,
        category: game.category,
        stake,
        payout: outcome.payout,
        at: now,
        source: 'demo',
      });
      return {
        betId,
        stake: fromMinor(stake),
        payout: fromMinor(outcome.payout),
        multiplier: outcome.multiplier,
        symbols: [...outcome.symbols],
        balance: fromMinor(balance),
      };
    });
  },
});
