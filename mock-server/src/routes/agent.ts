// The agent centre's team pages and reports. bind.ts lets only agents in (error_not_agent); every
// handler reads or changes the caller's own downline only (not_downline otherwise).
// The routes are split as the contract is: agent/team.ts and agent/reports.ts.
import type { agentOps } from '#schemas/api/agent.ts';
import type { RouteModule } from '../http/bind.ts';
import { reportsRoutes } from './agent/reports.ts';
import { teamRoutes } from './agent/team.ts';

export const agentRoutes: RouteModule<typeof agentOps> = (deps) => ({
  ...teamRoutes(deps),
  ...reportsRoutes(deps),
});
