// The member's own profile for the security centre. Every refresh also updates the session's
// member (the header shows its nickname).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMemberInfo, type MemberInfo } from '../../../lib/api/get-member-info.ts';
import { useSession } from '../../../lib/stores/session.ts';

export type Profile = MemberInfo;

export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'profile', token],
    queryFn: getMemberInfo,
    enabled: token !== null,
  });

export function useProfile() {
  const token = useSession((s) => s.token);
  return useQuery(profileQueryOptions(token));
}
