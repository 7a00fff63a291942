// Marks a message read (member centre and agent centre); the unread badge follows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentOps } from '#schemas/api/content.ts';
import { callOp } from './client.ts';
import { selectIsKnownMember, useSession } from '../stores/session.ts';
import { messagesQueryOptions } from './get-messages.ts';
import { unreadCountQueryOptions } from './get-unread-count.ts';

export const readMessage = (id: number) => callOp(contentOps.readMessage, { params: { id } });

export function useReadMessage() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const knownMember = useSession(selectIsKnownMember);
  return useMutation({
    mutationFn: readMessage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesQueryOptions.all }),
        queryClient.invalidateQueries({
          queryKey: unreadCountQueryOptions(token, knownMember).queryKey,
        }),
      ]),
  });
}
