import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#schemas/api/operation.ts';
import { pointsOps } from '#schemas/api/points.ts';
import { callOp } from '../../../lib/api/client.ts';
import { pointsBalanceQueryOptions } from './get-points-balance.ts';

type RedeemBody = BodyOf<typeof pointsOps.redeem>;

/** Redeems an item (payment password checked by the server); In Process until reviewed. */
export const redeem = (body: RedeemBody) => callOp(pointsOps.redeem, { body });

export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeem,
    // Balance, stock, history and details all change: everything under the points scope.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: pointsBalanceQueryOptions(null).queryKey.slice(0, 1),
      }),
  });
}
