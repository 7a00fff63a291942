// The lottery calls of the platform Lobby has no operation for: draws, the issues around now,
// every VN game's open draws and the most played games, as the bare maps its client iterates.
import { byKey } from '#schemas/wire/platform-calls-lottery.ts';
import type { Deps } from '../../deps.ts';
import {
  lotteryGame,
  lotteryGames,
  openDraws,
  type LotteryGame,
} from '../../domain/lottery/draws.ts';
import { ApiError } from '../../refusals/api-error.ts';
import type { Tenant } from '../../tenancy.ts';
import { gameView, latestResults, opened } from '../lottery.ts';
import type { OwnHandler } from './own-ctx.ts';

type LotteryCall = 'lottPopular' | 'draw' | 'drawByCode' | 'nearIssues' | 'vnOpenedAll';

function drawOfGame(tenant: Tenant, g: LotteryGame, now: number) {
  const [current] = openDraws(g.periodMs, now, 0);
  const [last] = latestResults(tenant, g, now, 1);
  return {
    ...gameView(g),
    drawId: current?.drawId ?? null,
    closesAt: current?.closesAt ?? null,
    lastDrawId: last?.drawId ?? null,
    lastResult: last?.result ?? null,
  };
}

export function lotteryCalls(deps: Deps): Record<LotteryCall, OwnHandler> {
  const now = () => deps.clock.now();
  return {
    lottPopular: ({ tenant }) => {
      const counts = new Map<string, number>();
      for (const b of tenant.store.data.lottery.bets)
        counts.set(b.gameCode, (counts.get(b.gameCode) ?? 0) + 1);
      return lotteryGames(tenant.manifest)
        .map((g) => ({ ...gameView(g), bets: counts.get(g.game.gameCode) ?? 0 }))
        .sort((a, b) => b.bets - a.bets);
    },
    draw: ({ tenant }) =>
      byKey(
        lotteryGames(tenant.manifest).map((g) => drawOfGame(tenant, g, now())),
        (d) => d.gameCode,
      ),
    drawByCode: ({ tenant, params }) => {
      const g = lotteryGame(tenant.manifest, params.gameCode ?? '');
      if (!g) throw new ApiError(404, 'game_not_found', `no lottery game ${params.gameCode}`);
      return drawOfGame(tenant, g, now());
    },
    nearIssues: ({ tenant }) =>
      byKey(
        lotteryGames(tenant.manifest).map((g) => {
          const t = now();
          const [current, next] = openDraws(g.periodMs, t, 1);
          const [previous] = latestResults(tenant, g, t, 1);
          return { gameCode: g.game.gameCode, previous: previous ?? null, current, next };
        }),
        (i) => i.gameCode,
      ),
    vnOpenedAll: ({ tenant }) =>
      byKey(
        lotteryGames(tenant.manifest)
          .filter((g) => g.area === 'VN')
          .map((g) => opened(g, now())),
        (o) => o.gameCode,
      ),
  };
}
