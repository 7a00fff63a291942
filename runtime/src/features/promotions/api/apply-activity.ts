import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#schemas/api/operation.ts';
import { rewardsOps } from '#schemas/api/rewards.ts';
import { callOp } from '../../../lib/api/client.ts';
import { activitiesQueryOptions } from '../../../lib/api/get-activities.ts';

type ApplyBody = BodyOf<typeof rewardsOps.applyActivity>;

/** Multipart: comment and activity id as fields, the images under `images`. */
export const applyActivity = ({ body, images }: { body: ApplyBody; images: readonly File[] }) =>
  callOp(rewardsOps.applyActivity, { body, files: { images } });

export function useApplyActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesQueryOptions.all }),
  });
}
