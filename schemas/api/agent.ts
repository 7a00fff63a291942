// Agent family: the agent centre's team pages and reports (spec §2 agent centre, §9 ranges).
// Every operation is for agents only, on their own downline. One file per part of it:
//   agent-team.ts     the downline tree, registering a downline, the team overview
//   agent-reports.ts  team betting, profit and loss, income, account details, bonus records
//   agent-shared.ts   the range of days a call asks for, the window an answer covers
import { reportsOps } from './agent-reports.ts';
import { teamOps } from './agent-team.ts';
import { defineOps } from './operation.ts';

/** Every agent operation, in the order the contract has always listed them. */
export const agentOps = defineOps({
  downlineTree: teamOps.downlineTree,
  registerDownline: teamOps.registerDownline,
  teamOverview: teamOps.teamOverview,
  teamBetting: reportsOps.teamBetting,
  userProfitLoss: reportsOps.userProfitLoss,
  myIncome: reportsOps.myIncome,
  accountDetails: reportsOps.accountDetails,
  payoutRecords: reportsOps.payoutRecords,
});
