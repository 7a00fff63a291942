// Catalogue views: menus, lists, the game index, vendors, live rooms and icons. Everything but the
// member's FAV/RECENT lists and the live rooms depends only on the fixed catalogue, so those
// answers come from the answer cache (answer-cache.ts), compressed and with ETags.
import type { gamesOps } from '#schemas/api/games.ts';
import { catalogue, filterGames, tenantCatalogue } from '../../domain/games/catalogue.ts';
import { iconPng } from '../../domain/games/icons.ts';
import { gameIndexOf, toGameItem, vendorCards } from '../../domain/games/view.ts';
import { ApiError } from '../../refusals/api-error.ts';
import type { Ctx, Handlers } from '../../http/bind.ts';
import { paginate } from '../../lib/paging.ts';
import { intBetween, pick, rngOf } from '../../lib/prng.ts';
import type { Deps } from '../../deps.ts';
import { cached } from './answer-cache.ts';
import { codesByRecency } from './shared.ts';

type Ops = typeof gamesOps;

const LIVE_TABLES = ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger'];
const DEALERS = ['Anna', 'Mai', 'Lina', 'Sofia', 'Yuki', 'Nok', 'Hana', 'Chloe', 'Ploy', 'Mei'];

type CatalogueOp =
  | 'gameMenus'
  | 'gameList'
  | 'gameIndex'
  | 'gameVendor'
  | 'getVassGameType'
  | 'newGameVendor'
  | 'gameByPrizeMode'
  | 'GLS2_roomList'
  | 'gameIcon'
  | 'gameIconSvg';

type IconCtx = Ctx<Ops['gameIcon']> | Ctx<Ops['gameIconSvg']>;

function sendIcon({ params, query, res }: IconCtx): void {
  const g = catalogue().byCode.get(params.gameCode);
  if (!g) throw new ApiError(404, 'game_not_found', `no game ${params.gameCode}`);
  res
    .type('image/png')
    .set('cache-control', 'public, max-age=86400')
    // Public art, drawn by a site whose API is on another origin (an <img>, no CORS).
    .set('cross-origin-resource-policy', 'cross-origin')
    .send(iconPng(g, query.size));
}

export const catalogueRoutes = (deps: Deps): Pick<Handlers<Ops>, CatalogueOp> => ({
  gameMenus: (ctx) =>
    cached(ctx, 'gameMenus', null, () => {
      const cat = tenantCatalogue(ctx.tenant.manifest);
      return {
        categories: cat.categories.map((c) => ({
          gameCategory: c.gameType,
          vendors: vendorCards(cat, c),
        })),
      };
    }),

  gameList: (ctx) => {
    const { tenant, query, member } = ctx;
    const cat = tenantCatalogue(tenant.manifest);
    const { pageNo = 1, pageSize = 20, filter = 'ALL' } = query;
    const personal = filter === 'FAV' || filter === 'RECENT';
    const build = () => {
      let codes: string[] | undefined;
      if (personal) {
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
    };
    // A member's FAV/RECENT list changes with every launch and favourite: never cached.
    if (personal) return build();
    const key = [pageNo, pageSize, filter, query.gameType, query.vassalage, query.subType];
    return cached(ctx, 'gameList', [...key, query.keyword], build);
  },

  // The catalogue is fixed for the life of the process: let the browser keep it a while.
  gameIndex: (ctx) =>
    cached(
      ctx,
      'gameIndex',
      null,
      () => gameIndexOf(tenantCatalogue(ctx.tenant.manifest)),
      'public, max-age=300',
    ),

  gameVendor: (ctx) =>
    cached(ctx, 'gameVendor', null, () => {
      const cat = tenantCatalogue(ctx.tenant.manifest);
      return {
        lanes: cat.categories.map((c) => ({
          gameCategory: c.gameType,
          vendors: vendorCards(cat, c),
        })),
      };
    }),

  getVassGameType: (ctx) =>
    cached(ctx, 'getVassGameType', ctx.query.vassalage, () => {
      const cat = tenantCatalogue(ctx.tenant.manifest);
      const vendor = cat.vendor(ctx.query.vassalage);
      if (!vendor)
        throw new ApiError(404, 'game_not_found', `no vendor ${ctx.query.vassalage} here`);
      const games = filterGames(cat, { vassalage: ctx.query.vassalage, vendorCards: false });
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
    }),

  newGameVendor: (ctx) =>
    cached(ctx, 'newGameVendor', null, () => {
      const cat = tenantCatalogue(ctx.tenant.manifest);
      const list = cat.categories.flatMap((c) =>
        c.vendors.map((v) => ({
          vassalage: v.code,
          title: v.label,
          gameType: c.gameType,
          newGames: filterGames(cat, { gameType: c.gameType, vassalage: v.code, isNew: true })
            .length,
        })),
      );
      return { list: list.filter((v) => v.newGames > 0).sort((a, b) => b.newGames - a.newGames) };
    }),

  gameByPrizeMode: (ctx) =>
    cached(ctx, 'gameByPrizeMode', ctx.query.prizeMode, () => {
      const { query } = ctx;
      const cat = tenantCatalogue(ctx.tenant.manifest);
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
    }),

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

  gameIcon: sendIcon,
  // Catalogues before the icons were PNG named them .svg: a browser's cache or a kept page may
  // still ask, and gets the same image.
  gameIconSvg: sendIcon,
});
