// Every family's routes, mounted in this order. Families with no module yet are listed as null.
import type { Family } from '#schemas/api/index.ts';
import type { Deps } from '../deps.ts';
import { agentRoutes } from './agent.ts';
import { contentRoutes } from './content.ts';
import { contractsRoutes } from './contracts.ts';
import { gamesRoutes } from './games.ts';
import { lotteryRoutes } from './lottery.ts';
import { memberRoutes } from './member.ts';
import { pointsRoutes } from './points.ts';
import { rewardsRoutes } from './rewards.ts';
import { sessionRoutes } from './session.ts';
import { systemRoutes } from './system.ts';
import { testingRoutes } from './testing.ts';
import { walletRoutes } from './wallet.ts';

/**
 * Each module is typed against its own family where it is defined (`RouteModule<typeof xOps>`);
 * this table only walks them.
 */
type AnyRouteModule = (deps: Deps) => object;
type RouteModules = Record<Family, AnyRouteModule | null>;

export const routeModules: RouteModules = {
  system: systemRoutes,
  session: sessionRoutes,
  member: memberRoutes,
  wallet: walletRoutes,
  games: gamesRoutes,
  lottery: lotteryRoutes,
  content: contentRoutes,
  points: pointsRoutes,
  rewards: rewardsRoutes,
  agent: agentRoutes,
  contracts: contractsRoutes,
  testing: testingRoutes,
};
