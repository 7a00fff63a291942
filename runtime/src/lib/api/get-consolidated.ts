import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractsOps } from '#schemas/api/contracts.ts';
import { callOp } from './client.ts';

/**
 * The contract checks (spec §2, §3): which contract pages the agent menu shows, and which offers or
 * termination requests wait for the member (the contract popup, when the agent policy is on).
 */
const getConsolidated = () => callOp(contractsOps.consolidated);

export const consolidatedQueryOptions = () =>
  queryOptions({ queryKey: ['contracts', 'consolidated'], queryFn: getConsolidated });

export const useConsolidated = () => useQuery(consolidatedQueryOptions());
