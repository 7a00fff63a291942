import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentOps } from '../../../../../schemas/api/content.ts';
import { callOp } from '../../../lib/api/client.ts';
import { messagesQueryOptions } from './get-messages.ts';

export const readMessage = (id: number) => callOp(contentOps.readMessage, { params: { id } });

export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryOptions().queryKey }),
  });
}
