// A member's favourite and recent games.
import type { gamesOps } from '#schemas/api/games.ts';
import { filterGames, tenantCatalogue } from '../../domain/games/catalogue.ts';
import { toGameItem } from '../../domain/games/view.ts';
import { ApiError } from '../../refusals/api-error.ts';
import type { Handlers } from '../../http/bind.ts';
import { paginate } from '../../lib/paging.ts';
import type { Deps } from '../../deps.ts';
import type { Tenant } from '../../tenancy.ts';
import { byRecency, codesByRecency } from './shared.ts';

type Ops = typeof gamesOps;

function favouriteIds(tenant: Tenant, memberId: number): number[] {
  return byRecency(tenant.store.data.games.favourites, memberId).map((f) => f.nodeId);
}

export const favouritesRoutes = (
  deps: Deps,
): Pick<Handlers<Ops>, 'favoritesList' | 'favoritesAdd' | 'favoritesRemove' | 'recentGames'> => ({
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
});
