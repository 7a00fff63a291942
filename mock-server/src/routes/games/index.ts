// Games family routes, by area: catalogue views (cached, compressed), favourites and recent
// games, launch and the demo game, live models and chat, and what the bets show (winners, hot games, records).
import type { gamesOps } from '#schemas/api/games.ts';
import type { RouteModule } from '../../http/bind.ts';
import { catalogueRoutes } from './catalogue.ts';
import { demoGameRoutes } from './demo-game.ts';
import { favouritesRoutes } from './favourites.ts';
import { launchRoutes } from './launch.ts';
import { liveRoutes } from './live.ts';
import { winnersRoutes } from './winners.ts';

export { TICKET_TTL_MS } from './launch.ts';

export const gamesRoutes: RouteModule<typeof gamesOps> = (deps) => ({
  ...catalogueRoutes(deps),
  ...favouritesRoutes(deps),
  ...launchRoutes,
  ...demoGameRoutes(deps),
  ...liveRoutes(deps),
  ...winnersRoutes(deps),
});
