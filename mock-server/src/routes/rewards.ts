// Rewards family routes, by part (as the contract is split): the promotions a player joins and
// claims (rewards/activities.ts), and what playing earns (rewards/earnings.ts).
import type { rewardsOps } from '#schemas/api/rewards.ts';
import type { RouteModule } from '../http/bind.ts';
import { activityRoutes } from './rewards/activities.ts';
import { earningsRoutes } from './rewards/earnings.ts';
import '../domain/rewards/jobs.ts';

export { today } from './rewards/shared.ts';

export const rewardsRoutes: RouteModule<typeof rewardsOps> = (deps) => ({
  ...activityRoutes(deps),
  ...earningsRoutes(deps),
});
