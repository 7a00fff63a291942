import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractsOps } from '../../../../../schemas/api/contracts.ts';
import type { ResponseOf } from '../../../../../schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

export type Consolidated = ResponseOf<typeof contractsOps.consolidated>;

/** The contract checks that decide which contract pages the agent menu shows (spec §2). */
export const getConsolidated = () => callOp(contractsOps.consolidated);

export const consolidatedQueryOptions = () =>
  queryOptions({ queryKey: ['agent', 'consolidated'], queryFn: getConsolidated });

export const useConsolidated = () => useQuery(consolidatedQueryOptions());
