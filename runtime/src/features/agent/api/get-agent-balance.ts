import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../../../schemas/api/operation.ts';
import { walletOps } from '../../../../../schemas/api/wallet.ts';
import { callOp } from '../../../lib/api/client.ts';

export type AgentBalance = ResponseOf<typeof walletOps.balance>;

export const getAgentBalance = () => callOp(walletOps.balance);

export const agentBalanceQueryOptions = () =>
  queryOptions({ queryKey: ['agent', 'balance'], queryFn: getAgentBalance });

export const useAgentBalance = () => useQuery(agentBalanceQueryOptions());
