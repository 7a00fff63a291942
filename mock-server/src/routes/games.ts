// Games family routes: catalogue views, favourites, recent games, launch, winner board, betting
// records and the demo game (a launched game is a real page that bets through the ledger).
import crypto from 'node:crypto';
import { DEMO_STAKES, type gamesOps } from '../../../schemas/api/games.ts';
import {
  catalogue,
  filterGames,
  iconPath,
  iconSvg as iconSvgOf,
  tenantCatalogue,
  type TenantCatalogue,
  type TenantGame,
} from '../domain/games/catalogue.ts';
import { demoGameHtml, expiredHtml } from '../domain/games/demo-page.ts';
import { paginate } from '../lib/paging.ts';
import { intBetween, pick, rngOf } from '../lib/prng.ts';
import {
  biggestWins,
  maskAccount,
  membersBets,
  rangeOf,
  totalsOf,
  zoneOffsetMs,
} from '../domain/games/records.ts';
import { spinOutcome } from '../domain/games/spin.ts';
import type { GamesData, LaunchTicket } from '../domain/games/types.ts';
import { gameIndexOf, toGameItem, vendorCards } from '../domain/games/view.ts';
import { balanceOf, post } from '../domain/ledger.ts';
import type { Member } from '../domain/members/types.ts';
import { ApiError } from '../http/api-error.ts';
import type { Ctx, RouteModule } from '../http/bind.ts';
import { fromMinor, toMinor } from '../money.ts';
import { nextId } from '../store/data.ts';
import type { Tenant } from '../tenancy.ts';

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

function gameOf(cat: TenantCatalogue, gameCode: string): TenantGame {
  const g = cat.byCode.get(gameCode);
  if (!g) throw new ApiError(404, 'game_not_found', `no game ${gameCode}`);
  return g;
}

/** Newest first; entries with the same time keep their order of insertion (later is newer). */
function byRecency<T extends { memberId: number; at: number }>(
  list: readonly T[],
  memberId: number,
): T[] {
  return list
    .map((x, i) => ({ x, i }))
    .filter(({ x }) => x.memberId === memberId)
    .sort((a, b) => b.x.at - a.x.at || b.i - a.i)
    .map(({ x }) => x);
}

function codesByRecency(
  list: readonly { memberId: number; gameCode: string; at: number }[],
  memberId: number,
): string[] {
  return byRecency(list, memberId).map((x) => x.gameCode);
}

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

type LaunchCtx = Ctx<typeof gamesOps.launchGame> | Ctx<typeof gamesOps.gameLaunchFB>;

async function launch(ctx: LaunchCtx, embed: boolean) {
  const { tenant, member, query, deps, req } = ctx;
  const cat = tenantCatalogue(tenant.manifest);
  const g = gameOf(cat, query.gameCode);
  if (g.maintenance)
    throw new ApiError(409, 'recommend_game_tips1', 'this game is under maintenance', {
      alternatives: alternativesTo(cat, g).map((x) => toGameItem(cat, x)),
    });
  const base = { gameCode: g.gameCode, vassalage: g.vassalage };
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
      games.tickets = games.tickets.filter((t) => t.expiresAt > now);
      games.tickets.push({
        ticket,
        memberId: member.id,
        gameCode: g.gameCode,
        issuedAt: now,
        expiresAt: now + TICKET_TTL_MS,
        spins: 0,
      });
    }
  });
  if (route)
    return {
      type: 'route' as const,
      ...base,
      route: `${route}?gameCode=${encodeURIComponent(g.gameCode)}`,
    };
  const hosts = tenant.manifest.cdn.gameLaunch;
  const t = encodeURIComponent(ticket ?? '');
  const url =
    hosts.length > 0
      ? `https://${hosts[crypto.randomInt(hosts.length)]}/launch/${encodeURIComponent(g.vassalage)}/${encodeURIComponent(g.gameCode)}?t=${t}`
      : `${req.protocol}://${req.get('host') ?? 'localhost'}/demo-game/play?t=${t}`;
  return { type: 'url' as const, ...base, url: embed ? `${url}&embed=1` : url, embed };
}

function accountsById(members: readonly Member[]): Map<number, string> {
  return new Map(members.map((m) => [m.id, m.account]));
}

const LIVE_TABLES = ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger'];
const DEALERS = ['Anna', 'Mai', 'Lina', 'Sofia', 'Yuki', 'Nok', 'Hana', 'Chloe', 'Ploy', 'Mei'];

export const gamesRoutes: RouteModule<typeof gamesOps> = (deps) => ({
  gameMenus: ({ tenant }) => {
    const cat = tenantCatalogue(tenant.manifest);
    return {
      categories: cat.categories.map((c) => ({
        gameCategory: c.gameType,
        vendors: vendorCards(cat, c),
      })),
    };
  },

  gameList: ({ tenant, query, member }) => {
    const cat = tenantCatalogue(tenant.manifest);
    const { pageNo = 1, pageSize = 20, filter = 'ALL' } = query;
    let codes: string[] | undefined;
    if (filter === 'FAV' || filter === 'RECENT') {
      if (!member) return paginate([], pageNo, pageSize);
      const games = tenant.store.data.games;
      codes = codesByRecency(filter === 'FAV' ? games.favourites : games.recent, member.id);
    }
    const narrowed =
      query.vassalage !== undefined || query.keyword !== undefined || filter !== 'ALL';
    const games = filterGames(cat, {
      ...(query.gameType !== undefined ? { gameType: query.gameType } : {}),
      ...(query.vassalage !== undefined ? { vassalage: query.vassalage } : {}),
      ...(query.subType !== undefined ? { subType: query.subType } : {}),
      ...(query.keyword !== undefined ? { keyword: query.keyword } : {}),
      ...(codes ? { codes } : {}),
      hot: filter === 'HOT',
      isNew: filter === 'NEW',
      // Vendor cards stand for their vendor in a whole-category list only.
      vendorCards: !narrowed,
    });
    const p = paginate(games, pageNo, pageSize);
    return { ...p, list: p.list.map((g) => toGameItem(cat, g)) };
  },

  gameIndex: ({ tenant, res }) => {
    // The catalogue is fixed for the life of the process: let the browser keep it a while.
    res.set('Cache-Control', 'public, max-age=300');
    return gameIndexOf(tenantCatalogue(tenant.manifest));
  },

  gameVendor: ({ tenant }) => {
    const cat = tenantCatalogue(tenant.manifest);
    return {
      lanes: cat.categories.map((c) => ({
        gameCategory: c.gameType,
        vendors: vendorCards(cat, c),
      })),
    };
  },

  getVassGameType: ({ tenant, query }) => {
    const cat = tenantCatalogue(tenant.manifest);
    const vendor = cat.vendor(query.vassalage);
    if (!vendor) throw new ApiError(404, 'game_not_found', `no vendor ${query.vassalage} here`);
    const games = filterGames(cat, { vassalage: query.vassalage, vendorCards: false });
    const types = [...new Set(games.map((g) => g.gameType))];
    return {
      vassalage: vendor.code,
      title: vendor.label,
      gameTypes: types.map((t) => {
        const of = games.filter((g) => g.gameType === t);
        const subs = (['JP', 'TG', 'AC'] as const).filter((s) => of.some((g) => g.subType === s));
        return { gameType: t, count: of.length, subTypes: [...subs] };
      }),
    };
  },

  newGameVendor: ({ tenant }) => {
    const cat = tenantCatalogue(tenant.manifest);
    const list = cat.categories.flatMap((c) =>
      c.vendors.map((v) => ({
        vassalage: v.code,
        title: v.label,
        gameType: c.gameType,
        newGames: filterGames(cat, { gameType: c.gameType, vassalage: v.code, isNew: true }).length,
      })),
    );
    return { list: list.filter((v) => v.newGames > 0).sort((a, b) => b.newGames - a.newGames) };
  },

  hotGames: ({ tenant, query }) => {
    const cat = tenantCatalogue(tenant.manifest);
    const order = cat.categories.map((c) => c.gameType);
    const hot = filterGames(cat, { hot: true, vendorCards: false }).sort(
      (a, b) => order.indexOf(a.gameType) - order.indexOf(b.gameType),
    );
    return { list: hot.slice(0, query.limit ?? 60).map((g) => toGameItem(cat, g)) };
  },

  favoritesList: ({ tenant, member, query }) => {
    const cat = tenantCatalogue(tenant.manifest);
    const { pageNo = 1, pageSize = 999 } = query;
    const codes = codesByRecency(tenant.store.data.games.favourites, member.id);
    const all = filterGames(cat, {
      codes,
      ...(query.gameType ? { gameType: query.gameType } : {}),
    });
    const p = paginate(all, pageNo, pageSize);
    return {
      content: p.list.map((g) => toGameItem(cat, g)),
      pageNo: p.pageNo,
      pageSize: p.pageSize,
      total: p.total,
      totalPages: p.totalPages,
      ids: filterGames(cat, { codes }).map((g) => g.nodeId),
    };
  },

  favoritesAdd: async ({ tenant, member, body }) => {
    const cat = tenantCatalogue(tenant.manifest);
    const g = cat.byNodeId.get(body.nodeId);
    if (!g) throw new ApiError(404, 'game_not_found', `no game with nodeId ${body.nodeId}`);
    const now = deps.clock.now();
    const mine = tenant.store.data.games.favourites.filter((f) => f.memberId === member.id);
    if (!mine.some((f) => f.nodeId === g.nodeId))
      await tenant.store.write((d) => {
        if (!d.games.favourites.some((f) => f.memberId === member.id && f.nodeId === g.nodeId))
          d.games.favourites.push({
            memberId: member.id,
            nodeId: g.nodeId,
            gameCode: g.gameCode,
            at: now,
          });
      });
    return { ids: favouriteIds(tenant, member.id) };
  },

  favoritesRemove: async ({ tenant, member, query }) => {
    const present = tenant.store.data.games.favourites.some(
      (f) => f.memberId === member.id && f.nodeId === query.nodeId,
    );
    if (present)
      await tenant.store.write((d) => {
        d.games.favourites = d.games.favourites.filter(
          (f) => !(f.memberId === member.id && f.nodeId === query.nodeId),
        );
      });
    return { ids: favouriteIds(tenant, member.id) };
  },

  recentGames: ({ tenant, member, query }) => {
    const cat = tenantCatalogue(tenant.manifest);
    const { page = 1, pageSize = 20 } = query;
    if (!member) return paginate([], page, pageSize);
    const codes = codesByRecency(tenant.store.data.games.recent, member.id);
    const p = paginate(
      filterGames(cat, { codes, ...(query.gameType ? { gameType: query.gameType } : {}) }),
      page,
      pageSize,
    );
    return { ...p, list: p.list.map((g) => toGameItem(cat, g)) };
  },

  launchGame: (ctx) => launch(ctx, false),
  gameLaunchFB: (ctx) => launch(ctx, true),

  GLS2_roomList: ({ tenant, query }) => {
    const cat = tenantCatalogue(tenant.manifest);
    const vendor = cat.vendor(query.vassalage);
    if (!vendor || vendor.gameType !== 'LIVE')
      throw new ApiError(404, 'game_not_found', `no live vendor ${query.vassalage} here`);
    const tables = filterGames(cat, { vassalage: vendor.code, vendorCards: false });
    // Rooms stay put; who sits at them changes every 10 minutes.
    const slot = Math.floor(deps.clock.now() / 600_000);
    return {
      vassalage: vendor.code,
      rooms: tables.slice(0, 12).map((g, i) => {
        const fixed = rngOf('room', vendor.code, g.gameCode);
        const now = rngOf('room-now', tenant.code, g.gameCode, slot);
        const min = pick(fixed, [1, 5, 10, 20, 50]);
        return {
          roomId: `${vendor.code}-${String(i + 1).padStart(2, '0')}`,
          roomName: g.gameName,
          gameCode: g.gameCode,
          tableType: pick(fixed, LIVE_TABLES),
          dealer: pick(fixed, DEALERS),
          minBet: min,
          maxBet: min * pick(fixed, [500, 1000, 2000]),
          players: intBetween(now, 0, 120),
          status: now() < 0.1 ? ('shuffling' as const) : ('open' as const),
        };
      }),
    };
  },

  winnerBoard: ({ tenant, query }) => {
    const cat = tenantCatalogue(tenant.manifest);
    const data = tenant.store.data;
    const want =
      query.gameCategory && query.gameCategory !== 'ALL' ? query.gameCategory : undefined;
    const wins = biggestWins(data.games.bets, deps.clock.now(), query.limitNum ?? 20, (b) =>
      want === undefined
        ? true
        : b.category === want || cat.byCode.get(b.gameCode)?.gameType === want,
    );
    const accounts = accountsById(data.members);
    return {
      list: wins.map((b) => ({
        customerName: maskAccount(accounts.get(b.memberId) ?? 'player'),
        gameName: b.gameName,
        gameCode: b.gameCode,
        winAmount: fromMinor(b.payout),
        iconUrl: iconPath(b.gameCode),
        at: b.at,
      })),
    };
  },

  gameByPrizeMode: ({ tenant, query }) => {
    const cat = tenantCatalogue(tenant.manifest);
    const games = cat.games.filter(
      (g) =>
        g.isGame &&
        (query.prizeMode === 'SEA'
          ? g.vassalage === 'TCG_SEA'
          : query.prizeMode === 'ZY'
            ? g.vassalage === 'LOTT'
            : g.category === query.prizeMode),
    );
    return { prizeMode: query.prizeMode, list: games.map((g) => toGameItem(cat, g)) };
  },

  gameIcon: ({ params, query, res }) => {
    const g = catalogue().byCode.get(params.gameCode);
    if (!g) throw new ApiError(404, 'game_not_found', `no game ${params.gameCode}`);
    const size = query.size === 'large' ? 400 : query.size === 'small' ? 96 : 200;
    res
      .type('image/svg+xml')
      .set('cache-control', 'public, max-age=86400')
      .send(iconSvgOf(g, size));
  },

  bettingRecords: ({ tenant, member, query }) => {
    const { pageNo = 1, pageSize = 20 } = query;
    const offset = zoneOffsetMs(tenant.manifest.agent.timeZone);
    const range = rangeOf(deps.clock.now(), offset, query.startDate, query.endDate);
    const bets = membersBets(tenant.store.data.games.bets, {
      memberId: member.id,
      ...range,
      ...(query.category ? { category: query.category } : {}),
    });
    const totals = totalsOf(bets);
    const p = paginate(bets, pageNo, pageSize);
    return {
      ...p,
      list: p.list.map((b) => ({
        id: b.id,
        gameCode: b.gameCode,
        gameName: b.gameName,
        vassalage: b.vassalage,
        category: b.category,
        stake: fromMinor(b.stake),
        payout: fromMinor(b.payout),
        net: fromMinor(b.payout - b.stake),
        at: b.at,
      })),
      totals: {
        stake: fromMinor(totals.stake),
        payout: fromMinor(totals.payout),
        net: fromMinor(totals.payout - totals.stake),
        count: totals.count,
      },
    };
  },

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

function favouriteIds(tenant: Tenant, memberId: number): number[] {
  return byRecency(tenant.store.data.games.favourites, memberId).map((f) => f.nodeId);
}
