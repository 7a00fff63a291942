// Launching a game and the demo game it opens: a real page whose spins bet through the ledger.
import crypto from 'node:crypto';
import type { Request } from 'express';
import { DEMO_STAKES, type gamesOps } from '#schemas/api/games.ts';
import { cdnBase } from '#schemas/cdn.ts';
import {
  catalogue,
  filterGames,
  tenantCatalogue,
  type TenantCatalogue,
  type TenantGame,
} from '../../domain/games/catalogue.ts';
import { demoGameHtml, expiredHtml } from '../../domain/games/demo-page.ts';
import {
  drawSpin,
  publicPair,
  revealedSeedOf,
  rotateSeeds,
  seedPairOf,
} from '../../domain/games/fairness.ts';
import { outcomeWithMultiplier } from '../../domain/games/spin.ts';
import type { Bet, GamesData, LaunchTicket } from '../../records/games.ts';
import { toGameItem } from '../../domain/games/view.ts';
import { balanceOf, post } from '../../domain/ledger.ts';
import { ApiError } from '../../refusals/api-error.ts';
import type { Ctx, Handlers } from '../../http/bind.ts';
import { fromMinor, toMinor } from '../../money.ts';
import { nextId, type TenantData } from '../../store/data.ts';
import type { Deps } from '../../deps.ts';
import type { Tenant } from '../../tenancy.ts';
import { gameOf } from './shared.ts';

type Ops = typeof gamesOps;

/** A launch ticket lives this long at most (it ends with its session before that). */
export const TICKET_TTL_MS = 12 * 3600 * 1000;
/** Spins the game page's history lists. */
const HISTORY_ROWS = 20;
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

/**
 * A ticket plays while it is young and the session that launched it is open (a ticket made
 * without one, a free-play trial's, while its member has any session open).
 */
function validTicket(
  data: Readonly<TenantData>,
  ticket: string,
  now: number,
): LaunchTicket | undefined {
  const t = data.games.tickets.find((x) => x.ticket === ticket);
  if (!t || t.expiresAt <= now) return undefined;
  const open = data.sessions.some(
    (s) =>
      s.expiresAt > now &&
      (t.sessionToken === undefined ? s.memberId === t.memberId : s.token === t.sessionToken),
  );
  return open ? t : undefined;
}

function ticketOrRefuse(tenant: Tenant, ticket: string, now: number) {
  const t = validTicket(tenant.store.data, ticket, now);
  const member = t && tenant.store.data.members.find((m) => m.id === t.memberId);
  const game = t && catalogue().byCode.get(t.gameCode);
  if (!t || !member || !game)
    throw new ApiError(401, 'user.or.token.invalid', 'launch ticket unknown or expired');
  return { t, member, game };
}

/** The pair's public part on the wire. */
function pairView(p: { serverSeedHash: string; clientSeed: string; nonce: number }) {
  return { serverSeedHash: p.serverSeedHash, clientSeed: p.clientSeed, nonce: p.nonce };
}

/**
 * The member's pair as the page shows it. The launch makes it; a ticket from before seeds
 * existed gets it here, committed before it is shown (a commitment must hold for the spins).
 */
async function fairView(tenant: Tenant, memberId: number, now: number) {
  const stored = tenant.store.data.games.seeds?.find((x) => x.memberId === memberId);
  if (stored) return pairView(stored);
  return tenant.store.write((d) => pairView(seedPairOf(d.games, memberId, now)));
}

/** The next fixed outcome of a member (test mode), consumed. */
function takeForced(tenant: Tenant, memberId: number, stake: number) {
  const queue = tenant.volatile.forcedSpins.get(memberId);
  const multiplier = queue?.shift();
  if (queue && queue.length === 0) tenant.volatile.forcedSpins.delete(memberId);
  return multiplier === undefined ? undefined : outcomeWithMultiplier(multiplier, stake);
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

export const launchRoutes = (
  deps: Deps,
): Pick<
  Handlers<Ops>,
  | 'launchGame'
  | 'gameLaunchFB'
  | 'demoGamePage'
  | 'demoGameState'
  | 'demoGameSpin'
  | 'demoGameSeeds'
  | 'demoGameHistory'
> => ({
  launchGame: (ctx) => launch(ctx, false),
  gameLaunchFB: (ctx) => launch(ctx, true),

  demoGamePage: ({ tenant, query, res }) => {
    const t = validTicket(tenant.store.data, query.t, deps.clock.now());
    const game = t && catalogue().byCode.get(t.gameCode);
    const language = query.lang ?? tenant.manifest.languages.default;
    res.set('cache-control', 'no-store');
    if (!t || !game) {
      res.status(401).type('html').send(expiredHtml(language));
      return;
    }
    res.type('html').send(
      demoGameHtml({
        ticket: t.ticket,
        gameName: game.gameName,
        vendor: game.vassalage,
        stakes: DEMO_STAKES,
        language,
      }),
    );
  },

  demoGameState: async ({ tenant, query }) => {
    const { t, member, game } = ticketOrRefuse(tenant, query.t, deps.clock.now());
    return {
      gameCode: game.gameCode,
      gameName: game.gameName,
      vassalage: game.vassalage,
      balance: fromMinor(balanceOf(tenant.store.data, member.id)),
      stakes: [...DEMO_STAKES],
      expiresAt: t.expiresAt,
      fair: await fairView(tenant, member.id, deps.clock.now()),
    };
  },

  demoGameSeeds: async ({ tenant, body }) => {
    const now = deps.clock.now();
    ticketOrRefuse(tenant, body.ticket, now);
    return tenant.store.write((draft) => {
      const t = validTicket(draft, body.ticket, now);
      if (!t) throw new ApiError(401, 'user.or.token.invalid', 'launch ticket unknown or expired');
      const { revealed, next } = rotateSeeds(draft.games, t.memberId, body.clientSeed, now);
      return {
        revealed: {
          serverSeed: revealed.serverSeed,
          serverSeedHash: revealed.serverSeedHash,
          clientSeed: revealed.clientSeed,
          spins: revealed.spins,
        },
        next: pairView(publicPair(next)),
      };
    });
  },

  demoGameHistory: ({ tenant, query }) => {
    const { member } = ticketOrRefuse(tenant, query.t, deps.clock.now());
    const games = tenant.store.data.games;
    const list: Bet[] = [];
    for (let i = games.bets.length - 1; i >= 0 && list.length < HISTORY_ROWS; i--) {
      const b = games.bets[i]!;
      if (b.memberId === member.id && b.fair) list.push(b);
    }
    return {
      list: list.map((b) => ({
        betId: b.id,
        at: b.at,
        gameName: b.gameName,
        stake: fromMinor(b.stake),
        payout: fromMinor(b.payout),
        serverSeedHash: b.fair!.serverSeedHash,
        clientSeed: b.fair!.clientSeed,
        nonce: b.fair!.nonce,
        serverSeed: revealedSeedOf(games, member.id, b.fair!.serverSeedHash),
      })),
    };
  },

  demoGameSpin: async ({ tenant, body }) => {
    const now = deps.clock.now();
    const { game } = ticketOrRefuse(tenant, body.ticket, now);
    const stake = toMinor(body.stake);
    return tenant.store.write((draft) => {
      const t = validTicket(draft, body.ticket, now);
      if (!t) throw new ApiError(401, 'user.or.token.invalid', 'launch ticket unknown or expired');
      if (draft.members.find((m) => m.id === t.memberId)?.frozen)
        throw new ApiError(403, 'account_frozen', 'a frozen account cannot bet until it has paid');
      post(draft, {
        memberId: t.memberId,
        amount: -stake,
        type: 'bet',
        at: now,
        ref: `demo:${t.gameCode}`,
      });
      const forced = takeForced(tenant, t.memberId, stake);
      const drawn = forced ? undefined : drawSpin(draft.games, t.memberId, stake, now);
      const outcome = forced ?? drawn!.outcome;
      const fair = drawn?.fair ?? { ...pairView(seedPairOf(draft.games, t.memberId, now)) };
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
        // A fixed test outcome was not drawn from the seeds: it has nothing to verify.
        ...(drawn ? { fair: drawn.fair } : {}),
      });
      return {
        betId,
        serverSeedHash: fair.serverSeedHash,
        clientSeed: fair.clientSeed,
        nonce: fair.nonce,
        stake: fromMinor(stake),
        payout: fromMinor(outcome.payout),
        multiplier: outcome.multiplier,
        symbols: [...outcome.symbols],
        balance: fromMinor(balance),
      };
    });
  },
});
