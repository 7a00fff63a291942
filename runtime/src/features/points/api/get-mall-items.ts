import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { pointsOps } from '#schemas/api/points.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';

export type MallItem = ResponseOf<typeof pointsOps.mallItems>['list'][number];

const getMallItems = () => callOp(pointsOps.mallItems);

const mallItemsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['points', 'mall', token],
    queryFn: getMallItems,
    enabled: token !== null,
  });

export function useMallItems() {
  const token = useSession((s) => s.token);
  return useQuery(mallItemsQueryOptions(token));
}
