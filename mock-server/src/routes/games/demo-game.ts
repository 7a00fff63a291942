// The demo game a launch ticket opens: a real page whose spins bet through the ledger, each drawn
// from the member's committed seed pair (or a fixed test outcome), with the pair's rotation and
// the spins' history for checking them.
import { DEMO_STAKES, type gamesOps } from '#schemas/api/games.ts';
import { catalogue } from '../../domain/games/catalogue.ts';
import { demoGameHtml, expiredHtml } from '../../domain/games/demo-page.ts';
import {
  drawSpin,
  publicPair,
  revealedSeedOf,
  rotateSeeds,
  seedPairOf,
} from '../../domain/games/fairness.ts';
import { outcomeWithMultiplier } from '../../domain/games/spin.ts';
import type { Bet, LaunchTicket } from '../../records/games.ts';
import { balanceOf, post } from '../../domain/ledger.ts';
import { ApiError } from '../../refusals/api-error.ts';
import type { Handlers } from '../../http/bind.ts';
import { fromMinor, toMinor } from '../../money.ts';
import { nextId, type TenantData } from '../../store/data.ts';
import type { Deps } from '../../deps.ts';
import type { Tenant } from '../../tenancy.ts';

type Ops = typeof gamesOps;

/** Spins the game page's history lists. */
const HISTORY_ROWS = 20;

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

/** The ticket, still playing; else the page must be launched again. */
function liveTicket(data: Readonly<TenantData>, ticket: string, now: number): LaunchTicket {
  const t = validTicket(data, ticket, now);
  if (!t) throw new ApiError(401, 'user.or.token.invalid', 'launch ticket unknown or expired');
  return t;
}

function ticketOrRefuse(tenant: Tenant, ticket: string, now: number) {
  const t = liveTicket(tenant.store.data, ticket, now);
  const member = tenant.store.data.members.find((m) => m.id === t.memberId);
  const game = catalogue().byCode.get(t.gameCode);
  if (!member || !game)
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

export const demoGameRoutes = (
  deps: Deps,
): Pick<
  Handlers<Ops>,
  'demoGamePage' | 'demoGameState' | 'demoGameSpin' | 'demoGameSeeds' | 'demoGameHistory'
> => ({
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
      const t = liveTicket(draft, body.ticket, now);
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
      const t = liveTicket(draft, body.ticket, now);
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
