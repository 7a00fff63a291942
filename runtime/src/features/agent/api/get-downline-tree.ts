import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentOps } from '#schemas/api/agent.ts';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

type DownlineTree = ResponseOf<typeof agentOps.downlineTree>;
export type DownlineNode = DownlineTree['list'][number];

const getDownlineTree = (account: string) =>
  callOp(agentOps.downlineTree, { query: account ? { account } : {} });

/** Without an argument: the key prefix of every search (for invalidation). */
export const downlineTreeQueryOptions = (account?: string) =>
  queryOptions({
    queryKey: account === undefined ? ['agent', 'tree'] : ['agent', 'tree', account],
    queryFn: () => getDownlineTree(account ?? ''),
  });

export const useDownlineTree = (account = '') => useQuery(downlineTreeQueryOptions(account));
