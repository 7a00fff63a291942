import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { pointsOps } from '#schemas/api/points.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';

export type PointsConfig = ResponseOf<typeof pointsOps.pointsConfig>;

const getPointsConfig = () => callOp(pointsOps.pointsConfig);

const pointsConfigQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['points', 'config', token],
    queryFn: getPointsConfig,
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

export function usePointsConfig() {
  const token = useSession((s) => s.token);
  return useQuery(pointsConfigQueryOptions(token));
}
