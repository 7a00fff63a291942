// The member's own profile for the security centre. Every refresh also updates the session's
// member (the header shows its nickname).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberOps } from '../../../../../schemas/api/member.ts';
import type { ResponseOf } from '../../../../../schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/stores/session.ts';

export type Profile = ResponseOf<typeof memberOps.memberInfo>;

export async function getProfile(): Promise<Profile> {
  const info = await callOp(memberOps.memberInfo);
  useSession.getState().setMember(info);
  return info;
}

export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'profile', token],
    queryFn: getProfile,
    enabled: token !== null,
  });

export function useProfile() {
  const token = useSession((s) => s.token);
  return useQuery(profileQueryOptions(token));
}
