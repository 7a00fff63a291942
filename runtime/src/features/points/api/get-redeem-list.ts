import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf, ResponseOf } from '#schemas/api/operation.ts';
import { pointsOps } from '#schemas/api/points.ts';
import { POINTS_PAGE_SIZE } from '../../../config/constants.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';

export type RedeemStatus = NonNullable<QueryOf<typeof pointsOps.redeemList>['status']>;
export type Redemption = ResponseOf<typeof pointsOps.redeemList>['list'][number];

const getRedeemList = (status: RedeemStatus | undefined, pageNo: number) =>
  callOp(pointsOps.redeemList, {
    query: { ...(status ? { status } : {}), pageNo, pageSize: POINTS_PAGE_SIZE },
  });

const redeemListQueryOptions = (
  token: string | null,
  status: RedeemStatus | undefined,
  pageNo: number,
) =>
  queryOptions({
    queryKey: ['points', 'redemptions', token, status ?? 'all', pageNo],
    queryFn: () => getRedeemList(status, pageNo),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function useRedeemList(status: RedeemStatus | undefined, pageNo: number) {
  const token = useSession((s) => s.token);
  return useQuery(redeemListQueryOptions(token, status, pageNo));
}
