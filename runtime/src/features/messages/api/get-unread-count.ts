import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOps } from '../../../../../schemas/api/content.ts';
import { callOp } from '../../../lib/api/client.ts';
import { selectIsTrial, useSession } from '../../../lib/stores/session.ts';

export const getUnreadCount = () => callOp(contentOps.unreadCount);

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
