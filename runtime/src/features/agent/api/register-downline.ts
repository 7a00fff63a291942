import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentOps } from '#schemas/api/agent.ts';
import type { BodyOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';
import { downlineTreeQueryOptions } from './get-downline-tree.ts';

type RegisterDownlineBody = BodyOf<typeof agentOps.registerDownline>;

export const registerDownline = (body: RegisterDownlineBody) =>
  callOp(agentOps.registerDownline, { body });

export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDownline,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: downlineTreeQueryOptions().queryKey }),
  });
}
