import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotteryOps } from '#schemas/api/lottery.ts';
import type { BodyOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';
import { refreshWallet } from '../../../lib/refresh-wallet.ts';
import { lotteryBetsQueryOptions } from './get-lottery-bets.ts';

type PlaceBetBody = BodyOf<typeof lotteryOps.placeLotteryBet>;

export const placeLotteryBet = (body: PlaceBetBody) => callOp(lotteryOps.placeLotteryBet, { body });

export function usePlaceLotteryBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeLotteryBet,
    onSuccess: async () => {
      // ['lottery', 'bets'] is the prefix of every page of every game's bets.
      const [scope, kind] = lotteryBetsQueryOptions(null, '', 1).queryKey;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [scope, kind] }),
        refreshWallet(queryClient),
      ]);
    },
  });
}
