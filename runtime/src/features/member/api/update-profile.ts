import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberOps } from '#schemas/api/member.ts';
import type { BodyOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { memberInfoQueryOptions } from '../../../lib/api/get-member-info.ts';

export type UpdateProfileBody = BodyOf<typeof memberOps.updateProfile>;

export const updateProfile = (body: UpdateProfileBody) => callOp(memberOps.updateProfile, { body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (info) => {
      useSession.getState().setMember(info);
      queryClient.setQueryData(memberInfoQueryOptions(token).queryKey, info);
    },
  });
}
