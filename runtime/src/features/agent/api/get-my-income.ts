import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentOps } from '#schemas/api/agent.ts';
import type { QueryOf, ResponseOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

type MyIncomeQuery = QueryOf<typeof agentOps.myIncome>;
export type MyIncomePage = ResponseOf<typeof agentOps.myIncome>;

const getMyIncome = (query: MyIncomeQuery) => callOp(agentOps.myIncome, { query });

const myIncomeQueryOptions = (query: MyIncomeQuery) =>
  queryOptions({ queryKey: ['agent', 'myIncome', query], queryFn: () => getMyIncome(query) });

export const useMyIncome = (query: MyIncomeQuery) =>
  useQuery({ ...myIncomeQueryOptions(query), placeholderData: keepPreviousData });
