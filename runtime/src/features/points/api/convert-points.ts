import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#schemas/api/operation.ts';
import { pointsOps } from '#schemas/api/points.ts';
import { callOp } from '../../../lib/api/client.ts';
import { refreshWallet } from '../../../lib/refresh-wallet.ts';
import { pointsBalanceQueryOptions } from './get-points-balance.ts';

type ConvertBody = BodyOf<typeof pointsOps.convertPoints>;

/** Converts whole points into wallet balance (payment password checked by the server). */
export const convertPoints = (body: ConvertBody) => callOp(pointsOps.convertPoints, { body });

export function useConvertPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertPoints,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: pointsBalanceQueryOptions(null).queryKey.slice(0, 1),
        }),
        refreshWallet(queryClient),
      ]),
  });
}
