import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf, ResponseOf } from '#schemas/api/operation.ts';
import { pointsOps } from '#schemas/api/points.ts';
import { POINTS_PAGE_SIZE } from '../../../config/constants.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';

export type PointsType = NonNullable<QueryOf<typeof pointsOps.pointsDetails>['type']>;
export type PointsRecord = ResponseOf<typeof pointsOps.pointsDetails>['list'][number];

const getPointsDetails = (type: PointsType | undefined, pageNo: number) =>
  callOp(pointsOps.pointsDetails, {
    query: { ...(type ? { type } : {}), pageNo, pageSize: POINTS_PAGE_SIZE },
  });

const pointsDetailsQueryOptions = (
  token: string | null,
  type: PointsType | undefined,
  pageNo: number,
) =>
  queryOptions({
    queryKey: ['points', 'details', token, type ?? 'all', pageNo],
    queryFn: () => getPointsDetails(type, pageNo),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function usePointsDetails(type: PointsType | undefined, pageNo: number) {
  const token = useSession((s) => s.token);
  return useQuery(pointsDetailsQueryOptions(token, type, pageNo));
}
