// Unread platform messages: the member centre's badge; read-message.ts invalidates it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOps } from '#schemas/api/content.ts';
import { callOp } from './client.ts';
import { selectIsTrial, useSession } from '../stores/session.ts';

const getUnreadCount = () => callOp(contentOps.unreadCount);

export const unreadCountQueryOptions = (token: string | null, isTrial: boolean) =>
  queryOptions({
    queryKey: ['messages', 'unread', token],
    queryFn: getUnreadCount,
    // Spec §4: trial players get no unread-message fetch.
    enabled: token !== null && !isTrial,
    staleTime: 30_000,
  });

export function useUnreadCount() {
  const token = useSession((s) => s.token);
  const isTrial = useSession(selectIsTrial);
  return useQuery(unreadCountQueryOptions(token, isTrial));
}
