import { queryOptions, useQuery } from '@tanstack/react-query';
import { pointsOps } from '#schemas/api/points.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';

const getPointsBalance = () => callOp(pointsOps.pointsBalance);

export const pointsBalanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['points', 'balance', token],
    queryFn: getPointsBalance,
    enabled: token !== null,
  });

export function usePointsBalance() {
  const token = useSession((s) => s.token);
  return useQuery(pointsBalanceQueryOptions(token));
}
