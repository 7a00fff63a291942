// What the bets show: the winner board, hot games and a member's betting records.
import type { gamesOps } from '#schemas/api/games.ts';
import { filterGames, tenantCatalogue } from '../../domain/games/catalogue.ts';
import { iconPath } from '../../domain/games/icons.ts';
import {
  biggestWins,
  membersBets,
  rangeOf,
  totalsOf,
  zoneOffsetMs,
} from '../../domain/games/records.ts';
import { toGameItem } from '../../domain/games/view.ts';
import { maskAccount } from '../../domain/members/masked.ts';
import type { Member } from '../../records/members.ts';
import type { Handlers } from '../../http/bind.ts';
import { paginate } from '../../lib/paging.ts';
import { fromMinor } from '../../money.ts';
import type { Deps } from '../../deps.ts';
import { cached } from './answer-cache.ts';

type Ops = typeof gamesOps;

function accountsById(members: readonly Member[]): Map<number, string> {
  return new Map(members.map((m) => [m.id, m.account]));
}

export const winnersRoutes = (
  deps: Deps,
): Pick<Handlers<Ops>, 'winnerBoard' | 'hotGames' | 'bettingRecords'> => ({
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
        // The board shows a 32 px icon: the small size covers it at a phone's pixel ratio.
        iconUrl: iconPath(b.gameCode, 'small'),
        at: b.at,
      })),
    };
  },

  // Hot is a flag of the fixed catalogue: cached like the catalogue views.
  hotGames: (ctx) =>
    cached(ctx, 'hotGames', ctx.query.limit ?? 60, () => {
      const cat = tenantCatalogue(ctx.tenant.manifest);
      const order = cat.categories.map((c) => c.gameType);
      const hot = filterGames(cat, { hot: true, vendorCards: false }).sort(
        (a, b) => order.indexOf(a.gameType) - order.indexOf(b.gameType),
      );
      return { list: hot.slice(0, ctx.query.limit ?? 60).map((g) => toGameItem(cat, g)) };
    }),

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
});
