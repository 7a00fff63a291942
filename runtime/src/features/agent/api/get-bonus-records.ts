import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentOps } from '#schemas/api/agent.ts';
import type { QueryOf, ResponseOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

type BonusRecordsQuery = QueryOf<typeof agentOps.bonusRecords>;
export type BonusRecordsPage = ResponseOf<typeof agentOps.bonusRecords>;

const getBonusRecords = (query: BonusRecordsQuery) => callOp(agentOps.bonusRecords, { query });

const bonusRecordsQueryOptions = (query: BonusRecordsQuery) =>
  queryOptions({
    queryKey: ['agent', 'bonusRecords', query],
    queryFn: () => getBonusRecords(query),
  });

export const useBonusRecords = (query: BonusRecordsQuery) =>
  useQuery({ ...bonusRecordsQueryOptions(query), placeholderData: keepPreviousData });
