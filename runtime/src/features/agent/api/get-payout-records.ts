import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentOps } from '#schemas/api/agent.ts';
import type { QueryOf, ResponseOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

type PayoutRecordsQuery = QueryOf<typeof agentOps.payoutRecords>;
export type PayoutRecordsPage = ResponseOf<typeof agentOps.payoutRecords>;

const getPayoutRecords = (query: PayoutRecordsQuery) => callOp(agentOps.payoutRecords, { query });

const payoutRecordsQueryOptions = (query: PayoutRecordsQuery) =>
  queryOptions({
    queryKey: ['agent', 'payoutRecords', query],
    queryFn: () => getPayoutRecords(query),
  });

export const usePayoutRecords = (query: PayoutRecordsQuery) =>
  useQuery({ ...payoutRecordsQueryOptions(query), placeholderData: keepPreviousData });
