// The agent centre's reports (spec §2, agent centre): each one agent call answered for a query
// (range, page, filters), cached per report and query. The page on screen stays while the next
// one loads, so paging or changing a filter does not blank the table.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agentOps } from '#schemas/api/agent.ts';
import type { OperationSpec, QueryOf, ResponseOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

/** The hook of one report: its page for a query, refetched when the query changes. */
const reportHook =
  <O extends OperationSpec>(op: O) =>
  (query: QueryOf<O>) =>
    useQuery({
      queryKey: ['agent', op.operationId, query],
      queryFn: () => callOp(op, { query }),
      placeholderData: keepPreviousData,
    });

export type AccountDetailsPage = ResponseOf<typeof agentOps.accountDetails>;
export type MyIncomePage = ResponseOf<typeof agentOps.myIncome>;
export type PayoutRecordsPage = ResponseOf<typeof agentOps.payoutRecords>;
export type TeamBettingPage = ResponseOf<typeof agentOps.teamBetting>;
export type UserProfitLossPage = ResponseOf<typeof agentOps.userProfitLoss>;

export const useAccountDetails = reportHook(agentOps.accountDetails);
export const useMyIncome = reportHook(agentOps.myIncome);
export const usePayoutRecords = reportHook(agentOps.payoutRecords);
export const useTeamBetting = reportHook(agentOps.teamBetting);
export const useTeamOverview = reportHook(agentOps.teamOverview);
export const useUserProfitLoss = reportHook(agentOps.userProfitLoss);
