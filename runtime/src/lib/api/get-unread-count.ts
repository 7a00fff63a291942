// Unread platform messages: the member centre's badge; read-message.ts invalidates it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOps } from '#schemas/api/content.ts';
import { callOp } from './client.ts';
import { selectIsKnownMember, useSession } from '../stores/session.ts';

const getUnreadCount = () => callOp(contentOps.unreadCount);

export const unreadCountQueryOptions = (token: string | null, knownMember: boolean) =>
  queryOptions({
    queryKey: ['messages', 'unread', token],
    queryFn: getUnreadCount,
    // Spec §4: trial players get no unread-message fetch.
    enabled: token !== null && knownMember,
    staleTime: 30_000,
  });

export function useUnreadCount() {
  const token = useSession((s) => s.token);
  const knownMember = useSession(selectIsKnownMember);
  return useQuery(unreadCountQueryOptions(token, knownMember));
}
