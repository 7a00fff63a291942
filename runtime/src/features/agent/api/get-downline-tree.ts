import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentOps } from '#schemas/api/agent.ts';
import type { QueryOf, ResponseOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

type DownlineTree = ResponseOf<typeof agentOps.downlineTree>;
type DownlineQuery = Omit<QueryOf<typeof agentOps.downlineTree>, 'pageNo' | 'pageSize'> & {
  pageNo?: number;
};
export type DownlineNode = DownlineTree['list'][number];

/** Rows of the team a page shows (and members a picker offers before more is typed). */
const TEAM_PAGE_SIZE = 20;

/** Without an argument: the key prefix of every page and search (for invalidation). */
export const downlineTreeQueryOptions = (query?: DownlineQuery) =>
  queryOptions({
    queryKey: query === undefined ? ['agent', 'tree'] : ['agent', 'tree', query],
    queryFn: () =>
      callOp(agentOps.downlineTree, {
        query: { ...query, pageNo: query?.pageNo ?? 1, pageSize: TEAM_PAGE_SIZE },
      }),
  });

/** One page of the team; the previous page stays on screen while the next one loads. */
export const useDownlineTree = (query: DownlineQuery = {}) =>
  useQuery({ ...downlineTreeQueryOptions(query), placeholderData: keepPreviousData });

/** The first page of the direct downlines whose account contains `search`, for a picker. */
export function useDirectDownlines(search: string) {
  const page = useDownlineTree(search ? { account: search } : {});
  return {
    list: page.data?.list.map((m) => ({ id: m.id, account: m.account })) ?? [],
    more: (page.data?.totalPages ?? 1) > 1,
    pending: page.isFetching,
  };
}
