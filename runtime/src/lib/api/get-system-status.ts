import { queryOptions } from '@tanstack/react-query';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { systemOps } from '#schemas/api/system.ts';
import { callOp } from './client.ts';

type SystemStatus = ResponseOf<typeof systemOps.systemStatus>;

const getSystemStatus = () => callOp(systemOps.systemStatus);

export const systemStatusQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'status'], queryFn: getSystemStatus, staleTime: 60_000 });

/** The root screen of spec §4: 0 normal, 1 maintenance, 2 region restricted. */
export function rootScreen(status: SystemStatus | undefined): 'app' | 'maintenance' | 'blocked' {
  if (!status) return 'app';
  if (status.status === 1 || status.maintenance === true) return 'maintenance';
  if (status.status === 2 || status.regionRestriction === true) return 'blocked';
  return 'app';
}
